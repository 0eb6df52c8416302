import { describe, expect, it } from 'vitest';
import { createStaffBody } from './contract/staff';
import { staffPasswordProblem } from './staff-password';

describe('staffPasswordProblem', () => {
  it('asks for ten characters and refuses common or one-character passwords', () => {
    expect(staffPasswordProblem('short1234')).toBe('must be at least 10 characters');
    expect(staffPasswordProblem('Password123')).toMatch(/commonly used/);
    expect(staffPasswordProblem('aaaaaaaaaaaa')).toMatch(/commonly used/);
    expect(staffPasswordProblem('correct-horse-battery')).toBeNull();
  });

  it('is the rule of the staff account form', () => {
    const body = { username: 'new.staff', name: 'New', roles: ['mentor'] };
    expect(createStaffBody.safeParse({ ...body, password: 'qwertyuiop' }).success).toBe(false);
    expect(createStaffBody.safeParse({ ...body, password: 'long and fine' }).success).toBe(true);
  });
});
