import { describe, expect, it } from 'vitest';
import { anyone, signedIn, staff, student } from './route';
import { staffMayCall, staffRoutes } from './staff';

describe('staffMayCall', () => {
  it('lets admin through every staff route, and other staff through the routes of their roles', () => {
    expect(staffMayCall(staff(), ['admin'])).toBe(true);
    expect(staffMayCall(staffRoutes.listStudents.access, ['admin'])).toBe(true);
    expect(staffMayCall(staffRoutes.listStudents.access, ['moderator'])).toBe(true);
    expect(staffMayCall(staffRoutes.listStudents.access, ['mentor'])).toBe(false);
    expect(staffMayCall(staffRoutes.listStudents.access, ['mentor', 'moderator'])).toBe(true);
    expect(staffMayCall(staffRoutes.createStaff.access, ['moderator'])).toBe(false);
  });

  it('opens public and signed-in routes to staff, never student ones', () => {
    expect(staffMayCall(anyone, ['examiner'])).toBe(true);
    expect(staffMayCall(signedIn, ['examiner'])).toBe(true);
    expect(staffMayCall(student, ['admin'])).toBe(false);
  });
});
