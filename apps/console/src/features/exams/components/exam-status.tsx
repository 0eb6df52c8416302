import type { Translate } from '@lms/browser/i18n';
import type { ExamStatus } from '@lms/domain/contract';
import { Tag } from 'antd';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';

/** Each status's colour. */
const STATUS_COLORS: Record<ExamStatus, string> = {
  draft: 'default',
  scheduled: 'blue',
  running: 'green',
  ended: 'orange',
  published: 'purple',
};

/** A status's words in the shown language. */
export function statusLabel(t: Translate, status: ExamStatus): string {
  if (status === 'draft') return t('Draft');
  if (status === 'scheduled') return t('Scheduled');
  if (status === 'running') return t('Running');
  if (status === 'ended') return t('Ended');
  return t('Published');
}

/** An exam's status as a tag. */
export function StatusTag({ status }: { status: ExamStatus }) {
  const { t } = useT();
  return <Tag color={STATUS_COLORS[status]}>{statusLabel(t, status)}</Tag>;
}

/** A date and time as staff read it, in the shown language's digits and month names (`n` of `useT()`). */
export function when(n: (value: string) => string, at: string | null): string {
  return at ? n(formatWhen.dayTime(at)) : '—';
}

/** The exam-day monitor of a running exam (another section, reached by its address). */
export const monitorUrl = (examId: string) => `/staff/exam-day/${examId}`;

/** An exam's paper sheets: scans and CSV imports read, and their sheets. */
export const omrScansUrl = (examId: string) => `/staff/exams/${examId}/omr-scans`;

/** The Results section for an exam (reached by its address). */
export const resultsUrl = (examId: string) => `/staff/results/${examId}`;
