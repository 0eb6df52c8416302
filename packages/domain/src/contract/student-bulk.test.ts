import { describe, expect, it } from 'vitest';
import { bulkStudentsBody, exportStudentsBody } from './student-bulk';

const ID = '00000000-0000-4000-8000-000000000001';

describe('bulkStudentsBody', () => {
  it('takes ids or a filter, and a group only for the group actions', () => {
    expect(bulkStudentsBody.safeParse({ action: 'deactivate', studentIds: [ID] }).success).toBe(true);
    expect(bulkStudentsBody.safeParse({ action: 'addToGroup', groupId: ID, filter: {} }).success).toBe(true);
    expect(
      bulkStudentsBody.safeParse({
        action: 'removeFromGroup',
        groupId: ID,
        filter: { search: 'x', active: 'true' },
      }).success,
    ).toBe(true);
  });

  it.each([
    ['no students', { action: 'deactivate' }],
    ['both ids and a filter', { action: 'deactivate', studentIds: [ID], filter: {} }],
    ['a group action without a group', { action: 'addToGroup', filter: {} }],
    ['a group where none belongs', { action: 'reactivate', groupId: ID, filter: {} }],
    ['an unknown action', { action: 'delete', filter: {} }],
    ['an unknown filter value', { action: 'deactivate', filter: { active: 'yes' } }],
  ])('refuses %s', (_, body) => {
    expect(bulkStudentsBody.safeParse(body).success).toBe(false);
  });
});

describe('exportStudentsBody', () => {
  it('defaults to .xlsx and needs exactly one way of choosing', () => {
    expect(exportStudentsBody.parse({ filter: {} }).format).toBe('xlsx');
    expect(exportStudentsBody.safeParse({ format: 'csv' }).success).toBe(false);
    expect(exportStudentsBody.safeParse({ format: 'pdf', filter: {} }).success).toBe(false);
  });
});
