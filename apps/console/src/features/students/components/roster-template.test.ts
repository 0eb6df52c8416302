import { describe, expect, it } from 'vitest';
import { csvHref, rejectedRowsCsv, rosterTemplateCsv } from './roster-template';

describe('the roster template', () => {
  it('has the header the import reads (the roll headed as the console says it) and one example student', () => {
    const [header, example, end] = rosterTemplateCsv({}).split('\r\n');
    expect(header).toBe('\uFEFFname,roll,phone,contact,branch,session,groups');
    expect(example).toBe('Example Student,EX-0001,01712345678,01812345678,,2025-26,');
    expect(end).toBe('');
  });

  it("names the institute's branch and groups, quoted when they hold a comma", () => {
    const [, example] = rosterTemplateCsv({ branch: 'Dhanmondi', groups: ['HSC, Science', 'Batch 2'] }).split(
      '\r\n',
    );
    expect(example).toBe(
      'Example Student,EX-0001,01712345678,01812345678,Dhanmondi,2025-26,"HSC, Science;Batch 2"',
    );
  });

  it('is a data URL that decodes to itself', () => {
    const csv = rosterTemplateCsv({ branch: 'মিরপুর' });
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
