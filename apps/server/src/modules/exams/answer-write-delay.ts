import type { AppContext } from '../../context';
import { examServices } from './exam-services';

/** How long the oldest answer save not yet committed on this node has waited, ms (0 when none waits). */
export function answerWriteDelayMs(ctx: AppContext): number {
  return examServices(ctx).writer.oldestWaitMs();
}
