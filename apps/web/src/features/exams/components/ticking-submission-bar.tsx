import { secondsUntil } from '@lms/domain';
import { useServerNow } from '../server-clock';
import { SubmissionBar, type SubmissionBarProps } from './submission-bar';

/** Props of the submission bar whose clock ticks by itself. */
export interface TickingSubmissionBarProps extends Omit<SubmissionBarProps, 'remaining'> {
  /** The deadline, epoch ms of the server's clock. */
  deadline: number;
  /** When the exam stopped (submitted, or closed for the student): the clock stands there. */
  stoppedAt?: number | null;
}

/**
 * The submission bar counting down to `deadline` every second by itself, so that the page around it
 * (every question on it) is not drawn again with each tick.
 */
export function TickingSubmissionBar({ deadline, stoppedAt = null, ...bar }: TickingSubmissionBarProps) {
  const now = useServerNow(1000);
  return <SubmissionBar {...bar} remaining={secondsUntil(stoppedAt ?? now, deadline)} />;
}
