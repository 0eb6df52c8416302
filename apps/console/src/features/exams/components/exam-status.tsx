import type { ExamStatus } from '@lms/domain/contract';
import { Tag } from 'antd';

/** Each status's words and colour. */
export const STATUS_LABELS: Record<ExamStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  running: { label: 'Running', color: 'green' },
  ended: { label: 'Ended', color: 'orange' },
  published: { label: 'Published', color: 'purple' },
};

/** An exam's status as a tag. */
export function StatusTag({ status }: { status: ExamStatus }) {
  const s = STATUS_LABELS[status];
  return <Tag color={s.color}>{s.label}</Tag>;
}

/** A date and time as staff read it. */
export function when(at: string | null): string {
  return at ? new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** The exam-day monitor of a running exam (another section, reached by its address). */
export const monitorUrl = (examId: string) => `/staff/exam-day/${examId}`;

/** The Results section for an exam (reached by its address). */
export const resultsUrl = (examId: string) => `/staff/results?examId=${examId}`;
