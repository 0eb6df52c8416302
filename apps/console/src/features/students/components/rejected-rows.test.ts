import { describe, expect, it } from 'vitest';
import { csvHref, rejectedRowsCsv } from './rejected-rows';

describe('csvHref', () => {
  it('is a data URL that decodes to the CSV', () => {
    const csv = '\uFEFFname,roll\r\nমিরপুর,1\r\n';
    const href = csvHref(csv);
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(csv);
  });
});

describe('the rejected rows', () => {
  it('are the failed rows only, in the roster columns with the error last', () => {
    const row = {
      name: 'Asha',
      sid: 'R-1',
      phone: '12345',
      contact: '',
      branch: '',
      session: '',
      groups: '',
    };
    const csv = rejectedRowsCsv(
      [
        { ...row, row: 2 },
        { ...row, row: 3, name: 'Bilal', phone: '01712345678' },
      ],
      [{ row: 2, message: 'phone "12345" is not a valid mobile number' }],
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFname,roll,phone,contact,branch,session,groups,error',
      'Asha,R-1,12345,,,,,"phone ""12345"" is not a valid mobile number"',
      '',
    ]);
  });
});
