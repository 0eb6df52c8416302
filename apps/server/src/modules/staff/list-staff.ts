import type { StaffAccountPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { type StaffListFilter, searchStaff } from './staff-repository';
import { toStaffAccount } from './staff-view';

/** A page of staff accounts, searched, filtered by role and status, sorted, with the total. */
export async function listStaff(
  ctx: Pick<AppContext, 'db'>,
  query: StaffListFilter,
): Promise<StaffAccountPage> {
  const { rows, total } = await searchStaff(ctx.db, query);
  return { items: rows.map(toStaffAccount), total };
}
