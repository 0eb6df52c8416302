// Prints what a CI run spent its time on, for a person to read in ten seconds: each step's wall and
// CPU time, the tests per area, the 20 slowest test files of the Vitest passes and the 20 slowest
// journeys. It reads what .ci/run leaves in .ci/.out (any missing part is left out, so a run that
// failed half-way still reports what it did):
//   steps.tsv          name <tab> wall seconds <tab> CPU seconds (user+sys of the step's processes)
//                      <tab> the machine's busy % over the step (all processes, from /proc/stat)
//   vitest-<pass>.json Vitest's JSON reporter, one per pass (e.g. vitest-pglite.json, vitest-postgresql.json)
//   journeys*.json     Playwright's JSON reporter (journeys.json, journeys-two-nodes.json)
// `node .ci/report.mjs [dir]` reads another directory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = resolve(process.argv[2] ?? join(root, '.ci/.out'));
const top = 20;

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The area a test file belongs to, from its path. */
function area(file) {
  const rel = relative(root, file);
  const m = /^(apps|packages)\/([^/]+)\//.exec(rel);
  return m ? m[2] : rel.startsWith('e2e/') ? 'e2e' : 'other';
}

/** The first lines of a Playwright error (its message without colours, then the line it failed at). */
function errorLines(error) {
  if (!error) return [];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes Playwright writes
  const plain = (s) => String(s ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  const message = plain(error.message)
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .slice(0, 8);
  const at = error.location ? `at ${relative(root, error.location.file)}:${error.location.line}` : '';
  return at ? [...message, at] : message;
}

const lines = [];
const out = (s = '') => lines.push(s);

// Steps
const stepsFile = join(dir, 'steps.tsv');
if (existsSync(stepsFile)) {
  const steps = readFileSync(stepsFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
  const width = Math.max(...steps.map(([n]) => n.length), 5);
  out('== Steps: wall s, CPU s (user+sys), machine busy %');
  let wall = 0;
  let cpu = 0;
  for (const [name, w, c, busy = ''] of steps) {
    wall += Number(w);
    cpu += Number(c);
    out(
      `  ${name.padEnd(width)} ${String(w).padStart(6)} ${String(c).padStart(7)} ${String(busy).padStart(4)}`,
    );
  }
  out(`  ${'total'.padEnd(width)} ${String(wall).padStart(6)} ${cpu.toFixed(1).padStart(7)}`);
  out();
}

// Vitest passes
const passes = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => /^vitest-.+\.json$/.test(f))
      .map((f) => ({ pass: f.slice(7, -5), report: read(join(dir, f)) }))
      .filter((p) => p.report)
  : [];
const files = [];
for (const { pass, report } of passes) {
  const perArea = {};
  let failed = 0;
  for (const r of report.testResults ?? []) {
    const tests = r.assertionResults ?? [];
    const a = area(r.name);
    perArea[a] =
      (perArea[a] ?? 0) + tests.filter((t) => t.status !== 'skipped' && t.status !== 'pending').length;
    failed += tests.filter((t) => t.status === 'failed').length;
    files.push({
      pass,
      file: relative(root, r.name),
      ms: (r.endTime ?? 0) - (r.startTime ?? 0),
      n: tests.length,
    });
  }
  const counts = Object.entries(perArea)
    .sort()
    .map(([a, n]) => `${a} ${n}`)
    .join(', ');
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  out(`== Vitest ${pass}: ${report.numTotalTests} tests (${counts}; ${skipped} skipped), ${failed} failed`);
}
if (files.length) {
  out();
  out(
    `== ${Math.min(top, files.length)} slowest test files (Vitest, all passes; time from the file's start to its end)`,
  );
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, top)) {
    out(`  ${seconds(f.ms)} s  ${f.pass.padEnd(10)} ${f.file} (${f.n} tests)`);
  }
  out();
}

// Playwright (journeys.json, and journeys-<part>.json of a part run apart, e.g. the two-node journey)
const journeyReports = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => /^journeys.*\.json$/.test(f))
      .map((f) => read(join(dir, f)))
      .filter(Boolean)
  : [];
if (journeyReports.length) {
  const tests = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((s, r) => s + (r.duration ?? 0), 0);
        // A retry that did not run (the file's other journey failed first) leaves its earlier failure.
        const ran = (t.results ?? []).filter((r) => r.status !== 'skipped');
        const status = ran.at(-1)?.status ?? 'skipped';
        // Passed on its retry after failing: flaky (Playwright's own word for it).
        const flaky = status === 'passed' && ran.length > 1;
        // The first failed attempt's error, for the failure list (its first lines: the expectation and
        // what was received, then where).
        const error = ran.find((r) => r.status !== 'passed')?.errors?.[0];
        tests.push({ title: `${here} › ${spec.title}`, project: t.projectName, ms, status, flaky, error });
      }
    }
    for (const s of suite.suites ?? []) walk(s, here);
  };
  const st = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
  const workers = [];
  for (const report of journeyReports) {
    for (const s of report.suites ?? []) walk(s, s.file);
    for (const key of Object.keys(st)) st[key] += report.stats?.[key] ?? 0;
    workers.push(report.config?.metadata?.actualWorkers ?? report.config?.workers ?? '?');
  }
  const ran = tests.filter((t) => t.status !== 'skipped');
  const sum = ran.reduce((s, t) => s + t.ms, 0);
  out(
    `== Journeys: ${ran.length} run (${st.expected} passed, ${st.unexpected} failed, ${st.flaky} flaky, ${st.skipped} skipped); ` +
      `${(sum / 1000).toFixed(0)} s of journeys in ${(st.duration / 1000).toFixed(0)} s wall, workers ${workers.join(' + ')}`,
  );
  const failedOrFlaky = ran.filter((t) => t.flaky || (t.status !== 'passed' && t.status !== 'skipped'));
  if (failedOrFlaky.length) out('== Journeys that failed, or passed only on their retry (flaky)');
  for (const t of failedOrFlaky) {
    out(`  [${t.flaky ? 'flaky' : t.status}] ${t.title} (${t.project})`);
    for (const line of errorLines(t.error)) out(`      ${line}`);
  }
  out(`== ${Math.min(top, ran.length)} slowest journeys (Playwright)`);
  for (const t of ran.sort((a, b) => b.ms - a.ms).slice(0, top)) {
    out(`  ${seconds(t.ms)} s  ${t.status === 'passed' ? '' : `[${t.status}] `}${t.title} (${t.project})`);
  }
}

console.log(lines.join('\n'));
