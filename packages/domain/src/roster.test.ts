import { describe, expect, it } from 'vitest';
import { ROSTER_COLUMNS, rosterColumnOf, rosterExampleRow } from './roster';

describe('roster headings', () => {
  it('reads the columns in any case, and the old "sid" heading as the roll', () => {
    expect(rosterColumnOf(' Roll ')).toBe('roll');
    expect(rosterColumnOf('SID')).toBe('roll');
    expect(rosterColumnOf('Phone')).toBe('phone');
    expect(rosterColumnOf('roll number')).toBeUndefined();
  });

  it('gives an example row for every column, naming the branch and groups given', () => {
    const row = rosterExampleRow({ branch: 'Dhanmondi', groups: ['HSC', 'Batch 2'] });
    expect(row).toHaveLength(ROSTER_COLUMNS.length);
    expect(row[ROSTER_COLUMNS.indexOf('branch')]).toBe('Dhanmondi');
    expect(row[ROSTER_COLUMNS.indexOf('groups')]).toBe('HSC;Batch 2');
  });
});
