/**
 * Asked before the student leaves the page that holds navigation: answers true to leave now, false
 * to stay, or a promise of that (the page asks the student).
 */
export type LeaveQuestion = () => boolean | Promise<boolean>;

let held: LeaveQuestion | null = null;
let pending: Promise<boolean> | null = null;

/**
 * Makes the app's navigation (and the back button, through useLeaveGuard) ask `question` first,
 * until the returned function is called. One page holds navigation at a time.
 */
export function holdNavigation(question: LeaveQuestion): () => void {
  held = question;
  pending = null;
  return () => {
    if (held !== question) return;
    held = null;
    // The page went while asking: its question will never be answered.
    pending = null;
  };
}

/** Whether the student is being asked right now (a second question must not open beside it). */
export function isAskingToLeave(): boolean {
  return pending !== null;
}

/**
 * Whether the student may leave: true when nothing holds navigation or the holder lets go at once,
 * false while the question is already open, otherwise the student's answer.
 */
export function mayLeave(): boolean | Promise<boolean> {
  if (pending) return false;
  const answer = held?.() ?? true;
  if (typeof answer === 'boolean') return answer;
  const asked = answer.finally(() => {
    if (pending === asked) pending = null;
  });
  pending = asked;
  return asked;
}
