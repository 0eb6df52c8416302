import type { AppContext } from '../../context';
import { countStaff } from './staff-repository';

/** True when at least one staff account exists. */
export async function staffExists(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  return (await countStaff(ctx.db)) > 0;
}
