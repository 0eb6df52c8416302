import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
  it('skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\uFEFFx,y\n\n1,2')).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ]);
  });
  it('keys records by the lower-cased header', () => {
    const { records } = parseCsvRecords('Name,Phone\n Rahim ,01710000001\nKarim');
    expect(records).toEqual([
      { name: 'Rahim', phone: '01710000001' },
      { name: 'Karim', phone: '' },
    ]);
  });
});
