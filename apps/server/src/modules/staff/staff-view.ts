import { STAFF_ROLES, type StaffRole } from '@lms/domain';
import type { StaffAccount, StaffView } from '@lms/domain/contract';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** A staff account (a row or a signed-in principal) as the API shows it. */
export function toStaffView(s: { id: string; username: string; name: string; roles: string[] }): StaffView {
  return { _id: s.id, username: s.username, name: s.name, roles: s.roles.filter(isStaffRole) };
}

/** A staff account row as the accounts list shows it. */
export function toStaffAccount(s: {
  id: string;
  username: string;
  name: string;
  roles: string[];
  active: boolean;
  createdAt: Date;
}): StaffAccount {
  return { ...toStaffView(s), active: s.active, createdAt: s.createdAt.toISOString() };
}
