import { describe, expect, it } from 'vitest';
import { joinBytes, tarWithout } from './pglite-template';

/** A ustar entry: a 512-byte header (name and octal size) and its data padded to 512 bytes. */
function entry(name: string, data = ''): Uint8Array {
  const body = new TextEncoder().encode(data);
  const out = new Uint8Array(512 + Math.ceil(body.length / 512) * 512);
  out.set(new TextEncoder().encode(name), 0);
  out.set(new TextEncoder().encode(`${body.length.toString(8).padStart(11, '0')}\0`), 124);
  out.set(new TextEncoder().encode('ustar\x0000'), 257);
  out.set(body, 512);
  return out;
}

const tar = (...entries: Uint8Array[]) => joinBytes([...entries, new Uint8Array(1024)]);

/** The paths and contents of a ustar archive's entries. */
function read(archive: Uint8Array): [string, string][] {
  const found: [string, string][] = [];
  for (let at = 0; at + 512 <= archive.length; ) {
    const header = archive.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (a: number, b: number) =>
      new TextDecoder().decode(header.subarray(a, b)).replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 136), 8);
    found.push([text(0, 100), new TextDecoder().decode(archive.subarray(at + 512, at + 512 + size))]);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
}

describe('a PGlite dump without some data folders', () => {
  it('drops the entries under the folders named, with or without the leading slash, and keeps the rest whole', () => {
    const long = 'x'.repeat(700);
    const archive = tar(
      entry('/base'),
      entry('/base/1'),
      entry('/base/1/1255', 'template one'),
      entry('/base/4/1259', long),
      entry('/base/5/1255', long),
      entry('/base/10', 'not base/1'),
      entry('base/4'),
      entry('/global/pg_control', 'control'),
    );
    const slim = tarWithout(archive, ['base/1', 'base/4']);
    expect(read(slim)).toEqual([
      ['/base', ''],
      ['/base/5/1255', long],
      ['/base/10', 'not base/1'],
      ['/global/pg_control', 'control'],
    ]);
    // Ends with the two empty blocks of a tarball.
    expect(slim.length % 512).toBe(0);
    expect(slim.subarray(slim.length - 1024).every((b) => b === 0)).toBe(true);
  });

  it('keeps everything when nothing is named', () => {
    const archive = tar(entry('/a', 'one'), entry('/b', 'two'));
    expect(read(tarWithout(archive, []))).toEqual([
      ['/a', 'one'],
      ['/b', 'two'],
    ]);
  });
});
