import type { NotificationEntry } from '@lms/domain/contract';

/** Where a notification click goes: a path and, for My Exams, the navigation state. */
export interface NotificationTarget {
  path: string;
  state?: { isPracticeExam: boolean; examResultId?: string };
}

// The `on` of a content notification, and the item kind in the app's /videos path.
const CONTENT_KINDS: Record<string, string> = {
  lecture: 'lecture',
  chapter: 'chapter',
  questionSolve: 'question-solve',
};

/**
 * The target of a clicked notification: content to /videos/{id}/{kind}, a Q&A reply to
 * /question-details/{id}, a published result to its page /result/{examId}/{groupId}, an exam (or a
 * result notified before it named its group) to /exams with `{isPracticeExam, examResultId}`, a new
 * group to My Courses; a notice has none.
 */
export function notificationTarget(entry: NotificationEntry): NotificationTarget | null {
  const info = entry.notificationId.info;
  if (!info?.on) return null;
  const id = info.id ? encodeURIComponent(info.id) : '';
  const kind = CONTENT_KINDS[info.on];
  if (kind) return id ? { path: `/videos/${id}/${kind}` } : null;
  if (info.on === 'question') return id ? { path: `/question-details/${id}` } : null;
  if (info.on === 'exam') {
    if (info.examResultId && id && info.groupId)
      return { path: `/result/${id}/${encodeURIComponent(info.groupId)}` };
    const isPracticeExam = info.isPracticeExam ?? false;
    return {
      path: '/exams',
      state: info.examResultId ? { isPracticeExam, examResultId: info.examResultId } : { isPracticeExam },
    };
  }
  if (info.on === 'group') return { path: '/courses' };
  return null;
}
