import { describe, expect, it } from 'vitest';
import { rosterTemplateCsv, rosterTemplateHref } from './roster-template';

describe('the roster template', () => {
  it('has the header the import reads and one example student', () => {
    const [header, example, end] = rosterTemplateCsv({}).split('\r\n');
    expect(header).toBe('\uFEFFname,sid,phone,contact,branch,session,groups');
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
    const href = rosterTemplateHref(csv);
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(csv);
  });
});
