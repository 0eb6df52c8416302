import type { BranchView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listBranches as selectBranches } from './org-repository';

/** Every branch, by name. */
export async function listBranches(ctx: Pick<AppContext, 'db'>): Promise<BranchView[]> {
  return (await selectBranches(ctx.db)).map((b) => ({ _id: b.id, name: b.name, division: b.division }));
}
