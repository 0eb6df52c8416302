import type { ItemKind } from '@lms/domain';
import type { StaffItem } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { staffItemsOfSubject } from './catalog-repository';
import { staffView } from './staff-view';

/** A subject's items (one kind or all), in order. */
export async function listStaffItems(
  ctx: AppContext,
  subjectId: string,
  kind?: ItemKind,
): Promise<StaffItem[]> {
  return (await staffItemsOfSubject(ctx.db, subjectId, kind)).map(staffView);
}
