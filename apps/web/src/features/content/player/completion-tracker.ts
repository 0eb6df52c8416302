import { reachedCompletion } from '@lms/domain';

/**
 * Marks a video complete once per opening: when 80% of it has played, or at its end if that comes
 * first (a seek to the end).
 */
export function createCompletionTracker(onComplete: () => void) {
  let done = false;
  const complete = () => {
    if (done) return;
    done = true;
    onComplete();
  };
  return {
    progress(currentTime: number, duration: number): void {
      if (reachedCompletion(currentTime, duration)) complete();
    },
    ended: complete,
    get completed() {
      return done;
    },
  };
}
