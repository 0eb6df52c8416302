import type { FileBody, StaffFile } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findItem } from '../content-repository';
import { insertFile, nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertStored } from './stored-key';

/** Adds an uploaded note (a `content/` key from a signed request) to an item, last in its list. */
export async function addFile(ctx: AppContext, itemId: string, input: FileBody): Promise<StaffFile> {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  await assertStored(ctx, input.key, 'file');
  const position = await nextPosition(ctx.db, 'files', itemId);
  return staffView(await insertFile(ctx.db, { itemId, ...input, position }));
}
