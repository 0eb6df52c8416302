import type { ItemChanges, StaffItem } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findItem } from '../content-repository';
import { updateItemRow } from './catalog-repository';
import { staffView } from './staff-view';

/** Changes an item's name or description (404 when there is none). */
export async function updateItem(ctx: AppContext, itemId: string, input: ItemChanges): Promise<StaffItem> {
  const row = await updateItemRow(ctx.db, itemId, input);
  if (!row) throw notFound('Item not found');
  return staffView(row);
}

/** An item as staff see it, for the audit log's before (404 when there is none). */
export async function getStaffItem(ctx: AppContext, itemId: string): Promise<StaffItem> {
  const item = await findItem(ctx.db, itemId);
  if (!item) throw notFound('Item not found');
  return staffView(item);
}
