import type { AppContext } from '../../context';
import { examServices } from './exam-services';

/** How long answer saves on this node have not got through to the database, ms (0 when all is well). */
export function answerWriteDelayMs(ctx: AppContext): number {
  return examServices(ctx).writer.stalledForMs();
}
