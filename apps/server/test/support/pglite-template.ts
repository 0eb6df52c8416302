import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

const block = 512;

/** A ustar entry's path: the prefix field (when set), a slash, then the name field. */
function entryPath(header: Uint8Array): string {
  const text = (from: number, to: number) => {
    const field = header.subarray(from, to);
    const end = field.indexOf(0);
    return new TextDecoder().decode(end < 0 ? field : field.subarray(0, end));
  };
  const prefix = text(345, 500);
  const name = text(0, 100);
  return prefix ? `${prefix}/${name}` : name;
}

/** One entry of a ustar archive: its header, path (without the leading slash), data size and place. */
interface TarEntry {
  header: Uint8Array;
  path: string;
  size: number;
  /** Where its header starts. */
  at: number;
  /** Its header and padded data, in bytes. */
  length: number;
}

/** The entries of a ustar archive (PGlite dumps plain ustar: 512-byte headers, data padded to 512 bytes). */
function* tarEntries(tar: Uint8Array): Generator<TarEntry> {
  let at = 0;
  while (at + block <= tar.length) {
    const header = tar.subarray(at, at + block);
    if (header.every((b) => b === 0)) return;
    const size = Number.parseInt(
      new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/, '').trim() || '0',
      8,
    );
    const length = block + Math.ceil(size / block) * block;
    yield { header, path: entryPath(header).replace(/^\/+/, ''), size, at, length };
    at += length;
  }
}

/** What to leave out of a tarball: whole folders, and entries cut to their first bytes. */
export interface TarTrim {
  /** Folders (or files) whose entries are left out, paths without the leading slash. */
  dropDirs: string[];
  /** Entries cut to at most this many bytes, by path (without the leading slash). */
  cutTo?: Record<string, number>;
}

/** A ustar header with a new size field and its checksum made again. */
function withSize(header: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(header);
  out.set(new TextEncoder().encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
  out.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  const sum = out.reduce((total, b) => total + b, 0);
  out.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return out;
}

/** The tarball without the entries under `dropDirs`, the entries of `cutTo` cut short, two empty blocks at the end. */
export function trimTar(tar: Uint8Array, { dropDirs, cutTo = {} }: TarTrim): Uint8Array {
  const kept: Uint8Array[] = [];
  for (const { header, path, size, at, length } of tarEntries(tar)) {
    if (dropDirs.some((dir) => path === dir || path.startsWith(`${dir}/`))) continue;
    const cut = cutTo[path];
    if (cut !== undefined && cut < size) {
      const data = new Uint8Array(Math.ceil(cut / block) * block);
      data.set(tar.subarray(at + block, at + block + cut));
      kept.push(withSize(header, cut), data);
    } else {
      kept.push(tar.subarray(at, at + length));
    }
  }
  kept.push(new Uint8Array(2 * block));
  return joinBytes(kept);
}

/** The parts one after another in one array. */
export function joinBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let to = 0;
  for (const part of parts) {
    out.set(part, to);
    to += part.length;
  }
  return out;
}

/** PostgreSQL's WAL page size: a segment cut short still ends on a whole page. */
const WAL_PAGE = 8192;

/** A WAL segment's used part: up to its last non-zero byte, in whole pages (at least one). */
export function walUsedBytes(data: Uint8Array): number {
  let last = data.length - 1;
  while (last >= 0 && data[last] === 0) last--;
  return Math.max(WAL_PAGE, Math.ceil((last + 1) / WAL_PAGE) * WAL_PAGE);
}

/**
 * A migrated PGlite database as a dump every test database starts from, made small because every test
 * app unpacks it (most of the CPU of starting one went to unpacking what a start does not read):
 * - initdb's template databases (template0, template1) are left out: a test database never creates a
 *   database from them (~15 MB);
 * - of the write-ahead log only the segment holding the last checkpoint is kept, cut after its last
 *   record: the migrations' log is switched away from and checkpointed, so a start reads nothing before
 *   that checkpoint, and PostgreSQL writes on past the end of the shortened file. The others (the
 *   migrations' own 16 MB segment, kept by PostgreSQL for reuse) are left out.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db.runner);
    await db.runner.exec('SELECT pg_switch_wal(); CHECKPOINT;');
    const others = await db.runner.query<{ oid: number }>(
      'SELECT oid FROM pg_database WHERE datname <> current_database()',
    );
    const full = new Uint8Array(await (await db.dump!()).arrayBuffer());
    // Read after the dump: a checkpoint the dump makes itself is then the one a start reads.
    const [checkpoint] = await db.runner.query<{ file: string }>(
      'SELECT pg_walfile_name(checkpoint_lsn) AS file FROM pg_control_checkpoint()',
    );
    const walFile = `pg_wal/${checkpoint!.file}`;
    const segments = [...tarEntries(full)].filter(({ path }) => /^pg_wal\/[0-9A-F]{24}$/.test(path));
    const kept = segments.find(({ path }) => path === walFile);
    if (!kept) throw new Error(`The PGlite dump has no ${walFile}`);
    const used = walUsedBytes(full.subarray(kept.at + block, kept.at + block + kept.size));
    return new Blob([
      trimTar(full, {
        dropDirs: [
          ...others.map(({ oid }) => `base/${oid}`),
          ...segments.filter(({ path }) => path !== walFile).map(({ path }) => path),
        ],
        cutTo: { [walFile]: used },
      }),
    ]);
  } finally {
    await db.close();
  }
}
