import { describe, expect, it } from 'vitest';
import {
  checkDueReminderTemplate,
  DEFAULT_DUE_REMINDER_TEMPLATES,
  reminderWindows,
  renderDueReminder,
} from './due-reminder';

describe('dues reminders', () => {
  it('writes the amount still owed and the date day-month-year', () => {
    const values = {
      name: 'Rahim',
      roll: '101',
      course: 'HSC Physics',
      openPaisa: 150_000,
      dueOn: '2026-12-05',
    };
    expect(renderDueReminder(DEFAULT_DUE_REMINDER_TEMPLATES.en.before, values, 'en')).toBe(
      'Rahim (Roll 101), HSC Physics: Tk 1,500.00 due on 05-12-2026.',
    );
    expect(renderDueReminder('{amount}', values, 'bn')).toBe('৳১,৫০০.০০');
  });

  it('reminds before for the next days and after from the days past (a week to catch up)', () => {
    expect(reminderWindows('2026-12-01', { daysBefore: 3, daysAfter: 2 })).toEqual({
      before: { from: '2026-12-02', to: '2026-12-04' },
      after: { from: '2026-11-22', to: '2026-11-29' },
    });
  });

  it('refuses an unknown field and a template past the part limit; the defaults fit 3 parts', () => {
    expect(checkDueReminderTemplate('{name} {exam}', 'en', 3).problem).toEqual({
      kind: 'unknownFields',
      fields: ['exam'],
    });
    expect(checkDueReminderTemplate(`${'x'.repeat(160)}{name}`, 'en', 1).problem?.kind).toBe('tooLong');
    for (const lang of ['bn', 'en'] as const)
      for (const which of ['before', 'after'] as const)
        expect(
          checkDueReminderTemplate(DEFAULT_DUE_REMINDER_TEMPLATES[lang][which], lang, 3).problem,
        ).toBeNull();
  });
});
