import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { joinBytes, trimTar, walUsedBytes } from './pglite-template';

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

/** The paths and contents of a ustar archive's entries; throws on a header whose checksum is wrong. */
function read(archive: Uint8Array): [string, string][] {
  const found: [string, string][] = [];
  for (let at = 0; at + 512 <= archive.length; ) {
    const header = archive.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (a: number, b: number) =>
      new TextDecoder().decode(header.subarray(a, b)).replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 136), 8);
    const stored = text(148, 156).trim();
    if (stored) {
      const sum = header.reduce((total, b, i) => total + (i >= 148 && i < 156 ? 0x20 : b), 0);
      if (Number.parseInt(stored, 8) !== sum)
        throw new Error(`bad checksum in the header of ${text(0, 100)}`);
    }
    found.push([text(0, 100), new TextDecoder().decode(archive.subarray(at + 512, at + 512 + size))]);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
}

/** An entry with a valid checksum, as a real tarball has. */
function summed(name: string, data = ''): Uint8Array {
  const out = entry(name, data);
  out.fill(0x20, 148, 156);
  const sum = out.subarray(0, 512).reduce((total, b) => total + b, 0);
  out.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return out;
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
    const slim = trimTar(archive, { dropDirs: ['base/1', 'base/4'] });
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
    expect(read(trimTar(archive, { dropDirs: [] }))).toEqual([
      ['/a', 'one'],
      ['/b', 'two'],
    ]);
  });
});

describe('a PGlite dump with entries cut short', () => {
  it('keeps the first bytes of a cut entry with its size and checksum made again, and the rest whole', () => {
    const wal = `${'record'.repeat(100)}${'\0'.repeat(2000)}`;
    const archive = tar(
      summed('/pg_wal/000000010000000000000002', wal),
      summed('/global/pg_control', 'control'),
    );
    const slim = trimTar(archive, { dropDirs: [], cutTo: { 'pg_wal/000000010000000000000002': 600 } });
    expect(read(slim)).toEqual([
      ['/pg_wal/000000010000000000000002', 'record'.repeat(100)],
      ['/global/pg_control', 'control'],
    ]);
    // A cut longer than the entry leaves it as it was.
    expect(read(trimTar(archive, { dropDirs: [], cutTo: { 'global/pg_control': 4096 } }))[1]).toEqual([
      '/global/pg_control',
      'control',
    ]);
  });

  it('counts a WAL segment as used up to its last record, in whole 8 KB pages, at least one', () => {
    const segment = new Uint8Array(64 * 1024);
    expect(walUsedBytes(segment)).toBe(8192);
    segment[100] = 1;
    expect(walUsedBytes(segment)).toBe(8192);
    segment[8192] = 1;
    expect(walUsedBytes(segment)).toBe(16_384);
  });
});

describe('the migrated template every PGlite test database starts from', () => {
  it('holds one shortened WAL segment, and a database started from it takes writes past it and starts again from its own dump', async () => {
    const path = inject('pgliteTemplatePath');
    const template = new Uint8Array(await readFile(path));
    const segments = read(template).filter(([name]) => /pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
    expect(segments[0]![1].length).toBeLessThanOrEqual(64 * 1024);

    const db = await PGlite.create('memory://', { loadDataDir: new Blob([template]) });
    try {
      const tables = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows[0]!.n).toBeGreaterThan(20);
      // Some megabytes of log, past the end of the shortened segment.
      await db.exec(
        'CREATE TABLE past_the_log (n int, pad text); INSERT INTO past_the_log SELECT g, repeat($$x$$, 200) FROM generate_series(1, 20000) g; CHECKPOINT;',
      );
      const again = await PGlite.create('memory://', { loadDataDir: await db.dumpDataDir('none') });
      try {
        expect(
          (await again.query<{ n: number }>('SELECT count(*)::int AS n FROM past_the_log')).rows,
        ).toEqual([{ n: 20000 }]);
      } finally {
        await again.close();
      }
    } finally {
      await db.close();
    }
  });
});
