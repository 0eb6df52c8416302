import type { NotificationEntry } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const about = (info: NotificationEntry['notificationId']['info']): NotificationEntry => ({
  isSeen: false,
  notificationId: { _id: 'n1', type: 'notification', message: 'x', createdAt: '2026-01-01T00:00:00Z', info },
});

describe('notification click targets', () => {
  it('opens content videos by type', () => {
    expect(notificationTarget(about({ on: 'lecture', id: 'L1' }))).toEqual({ path: '/videos/L1/lecture' });
    expect(notificationTarget(about({ on: 'chapter', id: 'C1' }))).toEqual({ path: '/videos/C1/chapter' });
    expect(notificationTarget(about({ on: 'questionSolve', id: 'Q1' }))).toEqual({
      path: '/videos/Q1/question-solve',
    });
  });

  it('opens a Q&A thread', () => {
    expect(notificationTarget(about({ on: 'question', id: 'q9' }))).toEqual({ path: '/question-details/q9' });
  });

  it('opens a published result on its own page', () => {
    expect(
      notificationTarget(
        about({ on: 'exam', id: 'e1', isPracticeExam: false, examResultId: 'r1', groupId: 'g1' }),
      ),
    ).toEqual({ path: '/result/e1/g1' });
  });

  it('opens My Exams with the navigation state for exams, and results notified without their group', () => {
    expect(
      notificationTarget(about({ on: 'exam', id: 'e1', isPracticeExam: false, examResultId: 'r1' })),
    ).toEqual({ path: '/exams', state: { isPracticeExam: false, examResultId: 'r1' } });
    expect(notificationTarget(about({ on: 'exam', id: 'e1', isPracticeExam: true }))).toEqual({
      path: '/exams',
      state: { isPracticeExam: true },
    });
    expect(notificationTarget(about({ on: 'group', id: 'g1' }))).toEqual({ path: '/courses' });
  });

  it('has no target for a notice or a notification without its id', () => {
    expect(notificationTarget(about({ on: 'notice' }))).toBeNull();
    expect(notificationTarget(about(undefined))).toBeNull();
    expect(notificationTarget(about({ on: 'lecture' }))).toBeNull();
  });
});
