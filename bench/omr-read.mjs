#!/usr/bin/env node
// OMR reading benchmark (`npm run bench:omr`; issue 32): synthetic answer sheets drawn from a sheet
// template, filled with dark, light and rubbed-out pencil marks (some questions double-marked, some rolls
// missing a digit), rendered at 150 and 300 dpi and spoiled like a sheet-feed scan or a phone photo
// (rotation up to ±5°, shift, perspective tilt, uneven light, noise, blur, JPEG down to quality 50),
// then read by apps/server/src/lib/omr-read. Reports bubble accuracy, wrong and unreadable rolls, double
// marks flagged, and the read time of a 300 dpi page on one core beside a floor taken in the same run:
// sharp alone decoding the same JPEG to grey. Not a test: it asserts nothing.
//
// Env: OMR_SHEETS (200), OMR_SEED (1), OMR_JSON (write the figures as JSON to this path).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { readOmrPage } from '../apps/server/src/lib/omr-read/read-page.ts';
import { sampleTemplate } from '../apps/server/src/lib/omr-read/sample-template.ts';
import { distortSheet, renderSheet } from '../apps/server/src/lib/omr-read/synthetic-sheet.ts';
import { mulberry32 } from '../packages/domain/src/exam/shuffle.ts';

const SHEETS = Number(process.env.OMR_SHEETS ?? 200);
const SEED = Number(process.env.OMR_SEED ?? 1);
// One core: libvips works on one thread, and reads run one after another.
sharp.concurrency(1);

const MCA = [97, 98, 99, 100];
const template = sampleTemplate({ questions: 100, mca: MCA });
const kinds = Object.fromEntries(MCA.map((n) => [n, 'multi']));
const random = mulberry32(SEED);
const between = (lo, hi) => lo + random() * (hi - lo);
const pick = (list) => list[Math.floor(random() * list.length)];

/** A student's sheet: the marks made (with their kind) and what a perfect reader would read. */
function fillSheet() {
  const style = random() < 0.3 ? 'light' : 'dark';
  const kindOf = () => (random() < 0.1 ? (style === 'dark' ? 'light' : 'dark') : style);
  const marks = [];
  const bubble = (pred) => template.bubbles.find(pred);
  const digits = Array.from({ length: template.rollColumns }, () => String(Math.floor(random() * 10)));
  const rollMissing = random() < 0.05 ? Math.floor(random() * digits.length) : -1;
  digits.forEach((d, column) => {
    if (column !== rollMissing)
      marks.push({
        bubble: bubble((b) => b.field === 'roll' && b.column === column && b.value === d),
        kind: kindOf(),
      });
  });
  const set = pick(template.sets);
  marks.push({ bubble: bubble((b) => b.field === 'set' && b.value === set), kind: kindOf() });
  const answers = {};
  const doubles = [];
  for (const q of template.questions) {
    const options = q.options;
    let chosen;
    if (MCA.includes(q.number)) {
      chosen = ['1', '2', '3'].filter(() => random() < 0.9).map((s) => `${s}${random() < 0.5 ? 'T' : 'F'}`);
    } else {
      const r = random();
      chosen = r < 0.04 ? [] : r < 0.08 ? pickTwo(options) : [pick(options)];
      if (chosen.length === 2) doubles.push(q.number);
    }
    for (const option of chosen) {
      marks.push({
        bubble: bubble((b) => b.field === 'question' && b.number === q.number && b.option === option),
        kind: kindOf(),
      });
    }
    // A changed answer: another option rubbed out (or, rarely, the only mark rubbed out).
    if (random() < 0.08) {
      const free = options.filter(
        (o) => !chosen.includes(o) && !(MCA.includes(q.number) && chosen.some((c) => c[0] === o[0])),
      );
      const rubbed = free.length ? pick(free) : null;
      if (rubbed)
        marks.push({
          bubble: bubble((b) => b.field === 'question' && b.number === q.number && b.option === rubbed),
          kind: 'erased',
        });
    }
    answers[q.number] = options.filter((o) => chosen.includes(o));
  }
  const roll = rollMissing < 0 ? digits.join('') : null;
  return { marks, roll, set, answers, doubles, style };
}

function pickTwo(options) {
  const a = pick(options);
  const b = pick(options.filter((o) => o !== a));
  return options.filter((o) => o === a || o === b);
}

/** A sheet-feed scanner (small skew, clean) or a phone photo (tilt, desk around the page, light, blur). */
function distortion(i) {
  const seed = SEED * 100_000 + i;
  const quality = random() < 0.5 ? 50 : Math.round(between(55, 90));
  if (i % 2 === 0) {
    return {
      kind: 'scan',
      rotateDeg: between(-2, 2),
      shiftMm: { x: between(-3, 3), y: between(-3, 3) },
      margin: 0.03,
      noise: between(3, 8),
      blur: random() < 0.5 ? between(0.3, 0.7) : 0,
      grey: random() < 0.5,
      jpegQuality: quality,
      seed,
    };
  }
  return {
    kind: 'phone',
    rotateDeg: between(-5, 5),
    shiftMm: { x: between(-6, 6), y: between(-6, 6) },
    tilt: between(0.01, 0.04),
    scale: between(0.85, 0.95),
    margin: 0.06,
    background: between(70, 150),
    light: between(0.15, 0.4),
    noise: between(8, 15),
    blur: between(0.4, 1.2),
    jpegQuality: quality,
    seed,
  };
}

const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : 0;
}

const started = new Date();
const load = [loadavg()[0]];
const totals = {
  sheets: 0,
  bubbles: 0,
  bubbleErrors: 0,
  rollsRight: 0,
  rollsWrong: 0,
  rollsUnreadable: 0,
  rollsMissingDigit: 0,
};
const flags = { doubles: 0, doublesFlagged: 0, falseDoubles: 0, faint: 0, pageNotFound: 0, setWrong: 0 };
const times = { 150: [], 300: [] };
const floors = { 150: [], 300: [] };
const errorsByKind = {};
for (let i = 0; i < SHEETS; i++) {
  const dpi = i % 4 < 2 ? 300 : 150;
  const truth = fillSheet();
  const d = distortion(i);
  const page = await renderSheet(template, truth.marks, { dpi, seed: i + 1 });
  const { image } = await distortSheet(page, d);
  // The floor: sharp alone decoding the same file to grey, right before the read.
  let t = performance.now();
  await sharp(image).greyscale().raw().toBuffer();
  floors[dpi].push(performance.now() - t);
  t = performance.now();
  const read = await readOmrPage(image, template, { kinds });
  times[dpi].push(performance.now() - t);
  totals.sheets++;
  if (!read.pageFound) flags.pageNotFound++;
  if (truth.roll === null) totals.rollsMissingDigit++;
  if (read.roll === null) totals.rollsUnreadable++;
  else if (read.roll === truth.roll) totals.rollsRight++;
  else totals.rollsWrong++;
  if (read.set !== truth.set) flags.setWrong++;
  const flagged = new Set(read.problems.filter((p) => p.code === 'multipleMarks').map((p) => p.question));
  flags.doubles += truth.doubles.length;
  flags.doublesFlagged += truth.doubles.filter((q) => flagged.has(q)).length;
  flags.falseDoubles += [...flagged].filter((q) => !truth.doubles.includes(q)).length;
  flags.faint += read.problems.filter((p) => p.code === 'faintMark').length;
  for (const q of template.questions) {
    const got = read.answers[q.number] ?? [];
    for (const option of q.options) {
      totals.bubbles++;
      if (got.includes(option) !== truth.answers[q.number].includes(option)) {
        totals.bubbleErrors++;
        const key = `${d.kind} ${dpi}dpi ${truth.style}`;
        errorsByKind[key] = (errorsByKind[key] ?? 0) + 1;
      }
    }
  }
  if ((i + 1) % 20 === 0) process.stdout.write(`  ${i + 1}/${SHEETS} sheets\n`);
}
load.push(loadavg()[0]);

const accuracy = 1 - totals.bubbleErrors / totals.bubbles;
const figures = {
  date: started.toISOString(),
  machine: `${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} CPUs, Node ${process.versions.node}, load ${load.map((l) => l.toFixed(1)).join(' -> ')}`,
  sheets: totals.sheets,
  bubbles: totals.bubbles,
  bubbleErrors: totals.bubbleErrors,
  bubbleAccuracyPct: Number((accuracy * 100).toFixed(3)),
  errorsByKind,
  rolls: {
    right: totals.rollsRight,
    wrong: totals.rollsWrong,
    unreadable: totals.rollsUnreadable,
    missingDigit: totals.rollsMissingDigit,
  },
  setWrong: flags.setWrong,
  pageNotFound: flags.pageNotFound,
  doubleMarks: { made: flags.doubles, flagged: flags.doublesFlagged, falseFlags: flags.falseDoubles },
  faintMarkFlags: flags.faint,
  readMs: Object.fromEntries(
    [150, 300].map((dpi) => [
      dpi,
      {
        median: Math.round(median(times[dpi])),
        p95: Math.round(quantile(times[dpi], 0.95)),
        floorMedian: Math.round(median(floors[dpi])),
        floorP95: Math.round(quantile(floors[dpi], 0.95)),
      },
    ]),
  ),
};
console.log(JSON.stringify(figures, null, 2));
console.log(
  `bubbles ${figures.bubbleAccuracyPct} % right (target >= 99.9), rolls wrong ${totals.rollsWrong} (target 0), ` +
    `double marks flagged ${flags.doublesFlagged}/${flags.doubles} (target all), ` +
    `300 dpi read ${figures.readMs[300].median} ms median / ${figures.readMs[300].p95} ms p95 (target < 500; floor ${figures.readMs[300].floorMedian} ms)`,
);
if (process.env.OMR_JSON) writeFileSync(process.env.OMR_JSON, JSON.stringify(figures, null, 2));
