import type { ExamExceptionView } from '@lms/domain/contract';
import type { ExceptionRow } from './exception-repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** An exception as staff see it. */
export function exceptionView(row: ExceptionRow): ExamExceptionView {
  return {
    _id: row.id,
    examId: row.examId,
    student: row.studentId ? { _id: row.studentId, name: row.studentName ?? '' } : null,
    group: row.groupId ? { _id: row.groupId, name: row.groupName ?? '' } : null,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    duration: row.duration,
    extraMinutes: row.extraMinutes,
    retakeLimit: row.retakeLimit,
    reason: row.reason,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
