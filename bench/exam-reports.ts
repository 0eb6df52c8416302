// Times the exam controller's toolkit on one exam with 20,000 scored attempts x 100 questions (see
// results-fixture.ts), beside a floor measured in the same run: one `count(*)` scan joining the exam's
// attempts to their saved answers (the least any per-answer report reads). Timed: the item analysis
// whole (`getItemAnalysis`: the grouped pass, then the item-total sums pass for the reliability and
// the point-biserials), the item-total sums pass alone, a page of 50 of the response grid, the whole
// grid written as .xlsx (streamed; the bytes counted and dropped) and the absentees.
// Embedded PGlite unless DATABASE_URL is set. Run: `npx tsx bench/exam-reports.ts`
// (ATTEMPTS, QUESTIONS, RUNS to change the size and runs; the .xlsx, the longest, runs EXPORT_RUNS
// times, 1 by default, without a warm-up).

import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportResponseGrid } from '../apps/server/src/modules/exams/analysis/export-response-grid';
import { getItemAnalysis } from '../apps/server/src/modules/exams/analysis/get-item-analysis';
import { getResponseGrid } from '../apps/server/src/modules/exams/analysis/get-response-grid';
import { listAbsentees } from '../apps/server/src/modules/exams/analysis/list-absentees';
import { rawSql } from '../apps/server/src/modules/exams/raw-sql';
import { benchContext } from './bench-context';
import { BENCH_EXAM, buildResultsFixture, median } from './results-fixture';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 20_000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 100);
const RUNS = Number(process.env.RUNS ?? 5);
const EXPORT_RUNS = Number(process.env.EXPORT_RUNS ?? 1);

const { ctx, close } = await benchContext('bench_reports');
const setupMs = await buildResultsFixture(ctx.database.runner, ATTEMPTS, QUESTIONS);

const row = (name: string, ms: number, floor: number) =>
  `| ${name} | ${ms.toLocaleString('en', { maximumFractionDigits: 1 })} ms | ${(ms / floor).toFixed(2)}x |`;
console.log(
  `${ctx.database.kind}, ${ATTEMPTS} attempts x ${QUESTIONS} questions, setup ${(setupMs / 1000).toFixed(1)} s, ` +
    `median of ${RUNS} after a warm-up (the .xlsx: median of ${EXPORT_RUNS}, no warm-up)`,
);
console.log('| what | median | ÷ answers floor |\n|---|---|---|');
// Each figure is printed as it is measured: a run stopped early still leaves the ones before.
const answersFloor = await median(RUNS, () =>
  rawSql(ctx).query(
    'bench_answers_floor',
    'select count(*)::int from exam_attempts a join exam_answers ans on ans.attempt_id = a.id where a.exam_id = $1',
    [BENCH_EXAM],
  ),
);
const report = (name: string, ms: number) => console.log(row(name, ms, answersFloor));
report('floor: count(*) of the saved answers', answersFloor);
let analysis: Awaited<ReturnType<typeof getItemAnalysis>> | undefined;
report(
  'item analysis (getItemAnalysis, with reliability and point-biserials)',
  await median(RUNS, async () => {
    analysis = await getItemAnalysis(ctx, BENCH_EXAM, null);
  }),
);
report(
  'response grid, a page of 50',
  await median(RUNS, () => getResponseGrid(ctx, BENCH_EXAM, { limit: 50, offset: 0 })),
);
report('absentees', await median(RUNS, () => listAbsentees(ctx, BENCH_EXAM, {})));
let bytes = 0;
const exportOnce = async () => {
  bytes = 0;
  const file = await exportResponseGrid(ctx, BENCH_EXAM, {});
  await pipeline(
    file.body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
};
const exports: number[] = [];
for (let i = 0; i < EXPORT_RUNS; i++) {
  const start = performance.now();
  await exportOnce();
  exports.push(performance.now() - start);
}
report(
  `response grid .xlsx, whole (${(bytes / 1e6).toFixed(1)} MB)`,
  exports.sort((x, y) => x - y)[Math.floor(EXPORT_RUNS / 2)]!,
);
console.log(`reliability: ${analysis?.reliability?.method} ${analysis?.reliability?.value}`);
await close();
