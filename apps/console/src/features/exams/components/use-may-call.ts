import { type RouteAccess, staffMayCall } from '@lms/domain/contract';
import { useStaff } from '../../../lib/session';

/** Whether the signed-in staff member may call a route (the server decides anyway; this hides buttons). */
export function useMayCall(route: { access: RouteAccess }): boolean {
  const staff = useStaff();
  return staff !== null && staffMayCall(route.access, staff.roles);
}
