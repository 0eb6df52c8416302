import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionKinds, auditActionOf, auditActionText } from './actions';
import { auditChanges, auditFieldLabel, auditValueText } from './changes';

describe('the audit actions table', () => {
  it('tells a write in words, by route name, the section first when two share a name', () => {
    expect(auditActionText('staff exams', 'publishResults')).toBe('Published results');
    expect(auditActionText('fees', 'refundPayment')).toBe('Refunded a payment');
    expect(auditActionText('staff', 'addGroupMembers')).toBe("Changed a student's group");
    expect(auditActionText('staff exams', 'deleteQuestion')).toBe('Deleted a question');
    expect(auditActionText('qa staff', 'deleteQuestion')).toBe('Deleted a student question');
  });

  it('falls back to the route name in words for a write not in the table', () => {
    expect(auditActionOf('x', 'archiveEverything')).toBeUndefined();
    expect(auditActionText('x', 'archiveEverything')).toBe('Archive everything');
  });

  it('names the target by a path parameter', () => {
    expect(auditActionOf('staff', 'updateStudent')?.target).toEqual({ kind: 'student', param: 'studentId' });
    expect(auditActionOf('staff exams', 'markAnswer')?.target).toEqual({ kind: 'exam', param: 'examId' });
    expect(auditActionOf('staff', 'addGroupMembers')?.students).toBe('studentIds');
  });

  it('groups the route names by their words for the filter, each text once', () => {
    const kinds = auditActionKinds();
    const texts = kinds.map((k) => k.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(kinds.find((k) => k.text === "Changed a student's group")?.actions).toEqual([
      'addGroupMembers',
      'removeGroupMembers',
      'removeGroupMember',
    ]);
    expect(kinds.flatMap((k) => k.actions).length).toBeGreaterThanOrEqual(
      Object.keys(AUDIT_ACTIONS).length - 1,
    );
  });
});

describe('what changed, in words', () => {
  it('shows each changed field with its label, before and after', () => {
    expect(
      auditChanges(
        {
          _id: 'a',
          name: 'Rahim',
          sid: '101',
          groups: [{ _id: 'g1', name: 'HSC-25 Morning' }],
          active: true,
        },
        {
          _id: 'a',
          name: 'Rahim',
          sid: '102',
          groups: [{ _id: 'g2', name: 'HSC-25 Evening' }],
          active: false,
        },
      ),
    ).toEqual([
      { field: 'sid', label: 'Roll', before: '101', after: '102' },
      { field: 'groups', label: 'Group', before: 'HSC-25 Morning', after: 'HSC-25 Evening' },
      { field: 'active', label: 'Active', before: 'Yes', after: 'No' },
    ]);
  });

  it('shows marks as numbers and an empty value as a dash, and leaves ids and stamps out', () => {
    expect(
      auditChanges(
        { examId: 'e', marks: 1.5, notes: '', markedAt: '2026-01-01' },
        { examId: 'f', marks: 0.5, notes: 'Late', markedAt: '2026-01-02' },
      ),
    ).toEqual([
      { field: 'marks', label: 'Marks', before: '1.5', after: '0.5' },
      { field: 'notes', label: 'Notes', before: '—', after: 'Late' },
    ]);
  });

  it("tells whose field changed when one write changed several students' groups", () => {
    expect(
      auditChanges(
        { groups: { 'Rahim (101)': ['A'], 'Karim (102)': ['A'] } },
        { groups: { 'Rahim (101)': ['A', 'B'], 'Karim (102)': ['A'] } },
      ),
    ).toEqual([{ field: 'groups', label: 'Group', about: 'Rahim (101)', before: 'A', after: 'A, B' }]);
  });

  it("tells a schedule's start and end day-month, not other stamps", () => {
    expect(
      auditChanges(
        { startsAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', duration: 60 },
        { startsAt: '2026-11-29T10:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z', duration: 60 },
      ),
    ).toEqual([
      { field: 'startsAt', label: 'Starts', before: '28 Nov 2026, 04:00 pm', after: '29 Nov 2026, 04:00 pm' },
    ]);
  });

  it('tells nothing without a before, and leaves out fields only after has', () => {
    expect(auditChanges(null, { name: 'x' })).toEqual([]);
    expect(auditChanges({ name: 'x' }, { name: 'x', sid: '1' })).toEqual([]);
  });

  it('labels an unknown field by its name in words and words every kind of value', () => {
    expect(auditFieldLabel('dueDay')).toBe('Due day');
    expect(auditValueText(['a', 'b'])).toBe('a, b');
    expect(auditValueText([])).toBe('—');
    expect(auditValueText({ title: 'Physics' })).toBe('Physics');
    expect(auditValueText({ x: 1 })).toBe('{"x":1}');
    expect(auditValueText('2026-11-28T10:00:00.000Z')).toBe('28 Nov 2026, 04:00 pm');
  });
});
