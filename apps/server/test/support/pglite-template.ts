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

/**
 * The tarball without the entries under any of `dropDirs` (PGlite dumps plain ustar: 512-byte headers,
 * data padded to 512 bytes, two empty blocks at the end).
 */
export function tarWithout(tar: Uint8Array, dropDirs: string[]): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + block <= tar.length) {
    const header = tar.subarray(at, at + block);
    if (header.every((b) => b === 0)) break;
    const size = Number.parseInt(
      new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/, '').trim() || '0',
      8,
    );
    const length = block + Math.ceil(size / block) * block;
    const path = entryPath(header).replace(/^\/+/, '');
    if (!dropDirs.some((dir) => path === dir || path.startsWith(`${dir}/`))) {
      kept.push(tar.subarray(at, at + length));
    }
    at += length;
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

/**
 * A migrated PGlite database as a dump every test database starts from. initdb's template databases
 * (template0, template1) are left out: a test database never creates a database from them, and
 * unpacking their ~15 MB into each new PGlite was about a third of the CPU of starting one.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db.runner);
    const others = await db.runner.query<{ oid: number }>(
      'SELECT oid FROM pg_database WHERE datname <> current_database()',
    );
    const full = new Uint8Array(await (await db.dump!()).arrayBuffer());
    return new Blob([
      tarWithout(
        full,
        others.map(({ oid }) => `base/${oid}`),
      ),
    ]);
  } finally {
    await db.close();
  }
}
