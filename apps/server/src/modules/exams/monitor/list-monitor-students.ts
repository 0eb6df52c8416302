import { localPhoneOf } from '@lms/domain';
import type { MonitorStudentRow } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { examSchedules } from '../exceptions/exam-schedules';
import { examPresenceOf } from './exam-presence';
import { offlineCut } from './get-exam-monitor';
import { findStudentStates, type StudentFilter } from './monitor-repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * A page of an exam's students (every member of its groups, by name) with their state, start, deadline,
 * last save and answers saved, its exception (extra minutes, another schedule) and reopening, and how
 * many match in all. 404 for an unknown exam.
 */
export async function listMonitorStudents(
  ctx: AppContext,
  examId: string,
  filter: StudentFilter,
): Promise<{ items: MonitorStudentRow[]; total: number }> {
  const services = examServices(ctx);
  const exam = await services.exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  await services.activity.flush();
  const now = ctx.now();
  const present = await examPresenceOf(ctx).presentOn(examId);
  const rows = await findStudentStates(services.sql, examId, offlineCut(now), now, present, filter);
  const schedules = await examSchedules(
    ctx.db,
    exam,
    rows.map((row) => row.student_id),
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      studentId: row.student_id,
      name: row.name,
      phone: localPhoneOf(row.username),
      groupId: row.group_id,
      groupName: row.group_name,
      state: row.state,
      startedAt: iso(row.started_at),
      deadline: iso(row.deadline_at),
      submittedAt: iso(row.submitted_at),
      lastSaveAt: iso(row.last_save_at),
      answersSaved: row.answers_saved,
      extraMinutes: schedules(row.student_id, row.group_id)?.extraMinutes ?? 0,
      exception: schedules(row.student_id, row.group_id)?.changed ?? false,
      reopened: row.reopened,
    })),
  };
}
