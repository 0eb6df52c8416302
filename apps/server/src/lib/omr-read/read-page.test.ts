import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cropOmrRegion, pageForCrops, regionOf } from './crop-region';
import { readOmrPage } from './read-page';
import { sampleTemplate } from './sample-template';
import {
  type Distortion,
  distortSheet,
  marksFor,
  renderSheet,
  type SheetMark,
  truePosition,
} from './synthetic-sheet';

const template = sampleTemplate({ questions: 60, mca: [59, 60] });
const kinds = { 59: 'multi', 60: 'multi' } as const;
const LETTERS = ['A', 'B', 'C', 'D'];

/** A plausible student: every question answered, cycling through the options. */
function answered(): Record<number, string[]> {
  const answers: Record<number, string[]> = {};
  for (const q of template.questions) {
    answers[q.number] = q.options.length === 4 ? [LETTERS[(q.number * 7) % 4]!] : ['1T', '2F', '3T'];
  }
  return answers;
}

async function sheet(marks: SheetMark[], dpi: number, distortion: Distortion) {
  return distortSheet(await renderSheet(template, marks, { dpi, seed: dpi }), distortion);
}

const phone: Distortion = {
  rotateDeg: -4.5,
  shiftMm: { x: 6, y: -5 },
  tilt: 0.03,
  scale: 0.9,
  margin: 0.05,
  background: 110,
  light: 0.35,
  noise: 14,
  blur: 1,
  jpegQuality: 50,
  seed: 3,
};

describe('readOmrPage', () => {
  const answers = answered();
  const student = marksFor(template, { roll: '20260917', set: 'B', answers }, (b) =>
    b.field === 'question' && b.number % 5 === 0 ? 'light' : 'dark',
  );
  let clean: Awaited<ReturnType<typeof sheet>>;
  let photo: Awaited<ReturnType<typeof sheet>>;
  beforeAll(async () => {
    clean = await sheet(student, 300, { jpegQuality: 90 });
    photo = await sheet(student, 150, phone);
  });

  it('reads a clean 300 dpi scan completely, sure of every bubble', async () => {
    const read = await readOmrPage(clean.image, template, { kinds });
    expect(read).toMatchObject({
      roll: '20260917',
      set: 'B',
      answers: stringKeys(answers),
      problems: [],
      pageFound: true,
    });
    expect(read.confidence).toBeGreaterThan(0.3);
    const found = read.corners!.bottomRight;
    const truth = truePosition(clean, 300, { x: 196, y: 283 });
    expect(Math.hypot(found.x - truth.x, found.y - truth.y)).toBeLessThan(3);
  });

  it('reads a rotated, tilted, unevenly lit, noisy, blurred phone-like JPEG (q50) right', async () => {
    const read = await readOmrPage(photo.image, template, { kinds });
    expect(read).toMatchObject({ roll: '20260917', set: 'B', answers: stringKeys(answers), problems: [] });
  });

  it('reads a greyscale scan (the red print is not dropped) rotated the other way', async () => {
    const grey = await sheet(student, 150, {
      rotateDeg: 5,
      shiftMm: { x: -4, y: 3 },
      margin: 0.04,
      noise: 8,
      jpegQuality: 50,
      grey: true,
    });
    const read = await readOmrPage(grey.image, template, { kinds });
    expect(read).toMatchObject({ roll: '20260917', set: 'B', answers: stringKeys(answers), problems: [] });
  });

  it('reads a sheet fed upside down (the QR code tells which way up it is)', async () => {
    const turned = await sheet(student, 150, { rotateDeg: 181.5, margin: 0.03, noise: 6, jpegQuality: 60 });
    const read = await readOmrPage(turned.image, template, { kinds });
    expect(read).toMatchObject({ roll: '20260917', set: 'B', answers: stringKeys(answers), problems: [] });
    const truth = truePosition(turned, 150, { x: 14, y: 14 });
    expect(Math.hypot(read.corners!.topLeft.x - truth.x, read.corners!.topLeft.y - truth.y)).toBeLessThan(3);
  });

  it('reports both marks of a double-marked single-answer question and flags it; a multi-answer question is not', async () => {
    const marks = marksFor(template, {
      roll: '11112222',
      set: 'A',
      answers: { 3: ['A', 'C'], 4: ['D'], 58: ['B'], 59: ['1T', '2T'], 60: ['1T', '1F'] },
    });
    const read = await readOmrPage(
      (await sheet(marks, 150, { rotateDeg: 2, jpegQuality: 60 })).image,
      template,
      { kinds },
    );
    expect(read.answers).toMatchObject({
      3: ['A', 'C'],
      4: ['D'],
      5: [],
      58: ['B'],
      59: ['1T', '2T'],
      60: ['1T', '1F'],
    });
    expect(read.problems).toEqual([
      { code: 'multipleMarks', question: 3 },
      { code: 'multipleMarks', question: 60 },
    ]);
  });

  it('never guesses a roll: a column without a mark gives no roll and rollUnreadable', async () => {
    const marks = marksFor(template, { roll: '2026 917', set: 'C', answers: { 1: ['A'] } });
    const read = await readOmrPage(
      (await sheet(marks, 150, { rotateDeg: -1, jpegQuality: 60 })).image,
      template,
    );
    expect(read.roll).toBeNull();
    expect(read.set).toBe('C');
    expect(read.problems).toEqual([{ code: 'rollUnreadable' }]);
  });

  it('reads an erased mark as not marked, beside a changed answer and alone', async () => {
    const marks = [
      ...marksFor(template, { roll: '12345678', set: 'D', answers: { 1: ['C'], 2: ['A'] } }),
      ...marksFor(template, { answers: { 1: ['A'], 3: ['B'] } }, () => 'erased'),
    ];
    const read = await readOmrPage((await sheet(marks, 150, phone)).image, template);
    expect(read.answers).toMatchObject({ 1: ['C'], 2: ['A'], 3: [] });
    expect(read.roll).toBe('12345678');
    expect(read.problems.filter((p) => p.code === 'multipleMarks')).toEqual([]);
  });

  it('answers pageNotFound for a white page and for a page without its markers', async () => {
    const white = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    for (const image of [white, await sharp(white).extend({ top: 0, background: '#fff' }).png().toBuffer()]) {
      const read = await readOmrPage(image, template);
      expect(read).toMatchObject({ roll: null, set: null, pageFound: false, corners: null, confidence: 0 });
      expect(read.problems).toEqual([{ code: 'pageNotFound' }]);
      expect(read.answers['1']).toEqual([]);
    }
  });

  it('crops the roll block and a question row from the corrected page', async () => {
    const read = await readOmrPage(photo.image, template, { kinds });
    const roll = regionOf(template, { field: 'roll' })!;
    const png = await cropOmrRegion(await pageForCrops(photo.image), template, read.corners!, roll, {
      pxPerMm: 6,
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      Math.round(roll.widthMm * 6),
      Math.round(roll.heightMm * 6),
    ]);
    // The marked 2 of the first column is dark in the crop, the 0 above it is not.
    const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const at = (xMm: number, yMm: number) =>
      data[Math.round((yMm - roll.yMm) * 6) * info.width + Math.round((xMm - roll.xMm) * 6)]!;
    expect(at(22, 48 + 2 * 6)).toBeLessThan(130);
    expect(at(22, 48)).toBeGreaterThan(130);
    expect(regionOf(template, { question: 12 })).toMatchObject({ heightMm: 13 });
    expect(regionOf(template, { question: 999 })).toBeNull();
  });
});

function stringKeys(answers: Record<number, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(answers));
}
