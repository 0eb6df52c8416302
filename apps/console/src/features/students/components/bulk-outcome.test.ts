import type { BulkOutcome } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { bulkOutcomeText } from './bulk-outcome';

const english = ((text: string, values?: Record<string, unknown>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values?.[key] ?? ''))) as never;
const outcome = (o: Partial<BulkOutcome>): BulkOutcome => ({
  action: 'addToGroup',
  groupId: 'g',
  groupName: 'HSC-25 Morning',
  matched: 0,
  changed: 0,
  unchanged: 0,
  studentIds: [],
  ...o,
});

describe('bulkOutcomeText', () => {
  it('says how many were added and how many were in the group already', () => {
    expect(bulkOutcomeText(english, outcome({ matched: 415, changed: 412, unchanged: 3 }))).toBe(
      '412 students added to HSC-25 Morning; 3 were already in it',
    );
    expect(bulkOutcomeText(english, outcome({ matched: 1, changed: 1 }))).toBe(
      '1 student added to HSC-25 Morning',
    );
  });

  it('words each action and its students left as they were', () => {
    const off = outcome({ action: 'deactivate', groupId: null, groupName: null, changed: 2, unchanged: 1 });
    expect(bulkOutcomeText(english, off)).toBe('2 students deactivated; 1 was already deactivated');
    expect(bulkOutcomeText(english, { ...off, action: 'reactivate', changed: 0 })).toBe(
      '0 students reactivated; 1 was already active',
    );
    expect(bulkOutcomeText(english, outcome({ action: 'removeFromGroup', changed: 5, unchanged: 2 }))).toBe(
      '5 students removed from HSC-25 Morning; 2 were not in it',
    );
  });
});
