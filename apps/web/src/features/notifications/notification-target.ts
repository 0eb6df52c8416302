import type { NotificationEntry } from '@lms/domain/contract';

/** Where a notification click goes: a path and, for My Exams, the navigation state. */
export interface NotificationTarget {
  path: string;
  state?: { isPracticeExam: boolean; examResultId?: string };
}

const CONTENT_TYPES = new Set(['lecture', 'chapter', 'question-solve']);

/**
 * The target of a clicked notification: content to /videos/{id}/{type}, a Q&A reply to
 * /question-details/{id}, an exam or a result to /exams with `{isPracticeExam, examResultId}`, a new
 * group to My Courses; a notice has none.
 */
export function notificationTarget(entry: NotificationEntry): NotificationTarget | null {
  const info = entry.notificationId.info;
  if (!info?.on) return null;
  const id = info.id ? encodeURIComponent(info.id) : '';
  if (CONTENT_TYPES.has(info.on)) return id ? { path: `/videos/${id}/${info.on}` } : null;
  if (info.on === 'question') return id ? { path: `/question-details/${id}` } : null;
  if (info.on === 'result') {
    return {
      path: '/exams',
      state: { isPracticeExam: info.isPracticeExam ?? false, examResultId: info.examResultId },
    };
  }
  if (info.on === 'exam') return { path: '/exams', state: { isPracticeExam: info.isPracticeExam ?? false } };
  if (info.on === 'group') return { path: '/courses' };
  return null;
}
