import { daysBetween, type IsoDay } from './schedule';

/** The institute's choice to hold content and exams while a due is long overdue. */
export interface HoldPolicy {
  enabled: boolean;
  /** A due more than this many days past its due day holds the student. */
  overdueDays: number;
  /** What the student is told (English and Bengali). */
  message: string;
  messageBn: string;
}

/** The policy when the institute has chosen nothing: off. */
export const DEFAULT_HOLD_POLICY: HoldPolicy = {
  enabled: false,
  overdueDays: 30,
  message: 'Your access is on hold because a fee is overdue. Please pay your due or contact the office.',
  messageBn: 'আপনার একটি ফি বকেয়া থাকায় অ্যাক্সেস সাময়িকভাবে বন্ধ। বকেয়া পরিশোধ করুন বা অফিসে যোগাযোগ করুন।',
};

/** Whether the policy holds a student whose oldest unpaid due was due on `oldestOpenDueOn` (null: none). */
export function isHeld(policy: HoldPolicy, oldestOpenDueOn: IsoDay | null, today: IsoDay): boolean {
  return (
    policy.enabled && oldestOpenDueOn !== null && daysBetween(oldestOpenDueOn, today) > policy.overdueDays
  );
}
