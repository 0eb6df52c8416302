import { PGlite } from '@electric-sql/pglite';
import { migratedPgliteDump, joinBytes } from './test/support/pglite-template';
const full = new Uint8Array(await (await migratedPgliteDump()).arrayBuffer());
function shrinkWal(tar: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = []; let at = 0;
  while (at + 512 <= tar.length) {
    const h = tar.subarray(at, at + 512); if (h.every((x) => x === 0)) break;
    const size = parseInt(new TextDecoder().decode(h.subarray(124, 136)).replace(/\0.*$/, '').trim() || '0', 8);
    const name = new TextDecoder().decode(h.subarray(0, 100)).replace(/\0.*$/, '');
    const len = 512 + Math.ceil(size / 512) * 512;
    if (/pg_wal\/[0-9A-F]{24}$/.test(name)) {
      const data = tar.subarray(at + 512, at + 512 + size);
      let last = data.length - 1; while (last >= 0 && data[last] === 0) last--;
      const keep = Math.ceil((last + 1) / 8192) * 8192;
      console.log('wal', name, 'used', last + 1, 'keep', keep);
      const nh = new Uint8Array(h);
      nh.set(new TextEncoder().encode(keep.toString(8).padStart(11, '0') + '\0'), 124);
      nh.fill(32, 148, 156);
      let sum = 0; for (const b of nh) sum += b;
      nh.set(new TextEncoder().encode(sum.toString(8).padStart(6, '0') + '\0 '), 148);
      parts.push(nh, data.subarray(0, keep));
      const pad = (512 - (keep % 512)) % 512; if (pad) parts.push(new Uint8Array(pad));
    } else parts.push(tar.subarray(at, at + len));
    at += len;
  }
  parts.push(new Uint8Array(1024));
  return joinBytes(parts);
}
const small = shrinkWal(full);
console.log('sizes', full.length, small.length);
for (const [label, t] of [['full', full], ['small', small], ['full', full], ['small', small]] as const) {
  const c0 = process.cpuUsage(); const t0 = performance.now();
  const db = await PGlite.create('memory://', { loadDataDir: new Blob([t]) });
  const r = await db.query('select count(*)::int n from information_schema.tables');
  const c = process.cpuUsage(c0);
  console.log(label, (performance.now() - t0).toFixed(0), 'ms', ((c.user + c.system) / 1000).toFixed(0), 'cpu ms', r.rows);
  // writes after start, then a dump and a restart from it
  await db.exec("create table zz(x int); insert into zz select generate_series(1,100000); checkpoint;");
  const again = await PGlite.create('memory://', { loadDataDir: await db.dumpDataDir('none') });
  console.log('  restart ok', (await again.query('select count(*)::int n from zz')).rows);
  await again.close(); await db.close();
}
process.exit(0);
