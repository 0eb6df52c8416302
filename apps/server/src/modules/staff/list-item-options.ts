import type { ItemKind } from '@lms/domain';
import type { ItemOption } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { searchItems } from './org-repository';

/** Lectures, chapters and question solves to grant to a group, found by name, with where they live. */
export async function listItemOptions(
  ctx: Pick<AppContext, 'db'>,
  query: {
    search?: string | undefined;
    kind?: ItemKind | undefined;
    courseId?: string | undefined;
    limit: number;
  },
): Promise<ItemOption[]> {
  return (await searchItems(ctx.db, query)).map(({ id, ...item }) => ({ _id: id, ...item }));
}
