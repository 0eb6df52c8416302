import { PGlite } from '@electric-sql/pglite';
let t0 = performance.now();
const a = await PGlite.create('memory://');
console.log('first create', Math.round(performance.now() - t0));
const blob = await a.dumpDataDir('none');
t0 = performance.now();
const b = await PGlite.create('memory://', { loadDataDir: blob });
console.log('from dump', Math.round(performance.now() - t0));
