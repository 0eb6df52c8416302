import type { OmrBubble, OmrMarker, OmrTemplate } from '@lms/domain';

/** What the sample sheet holds. */
export interface SampleTemplateOptions {
  /** Digits of the roll (default 8). */
  rollColumns?: number;
  /** Set codes (default A-D). */
  sets?: string[];
  /** Number of questions (default 100, at most 100). */
  questions?: number;
  /** Question numbers laid out as multiple true/false with three statements (1T, 1F, ... 3F). */
  mca?: number[];
}

const OPTIONS = ['A', 'B', 'C', 'D'];
const MCA_OPTIONS = ['1T', '1F', '2T', '2F', '3T', '3F'];
const R = 2.5;
const STEP = 6;

/**
 * A test and benchmark stand-in for the product's sheet layout: A4, 8 mm corner markers 10 mm in from
 * the edges, the roll block top left, the set codes beside it, the QR code top right, and the questions
 * in four columns of 25 rows. Any OmrTemplate reads the same way; this one only feeds the tests.
 */
export function sampleTemplate(options: SampleTemplateOptions = {}): OmrTemplate {
  const rollColumns = options.rollColumns ?? 8;
  const sets = options.sets ?? ['A', 'B', 'C', 'D'];
  const count = Math.min(options.questions ?? 100, 100);
  const mca = new Set(options.mca ?? []);
  const markers: OmrMarker[] = [
    { corner: 'topLeft', xMm: 14, yMm: 14, sizeMm: 8 },
    { corner: 'topRight', xMm: 196, yMm: 14, sizeMm: 8 },
    { corner: 'bottomLeft', xMm: 14, yMm: 283, sizeMm: 8 },
    { corner: 'bottomRight', xMm: 196, yMm: 283, sizeMm: 8 },
  ];
  const bubbles: OmrBubble[] = [];
  for (let column = 0; column < rollColumns; column++) {
    for (let digit = 0; digit < 10; digit++) {
      bubbles.push({
        field: 'roll',
        column,
        value: String(digit),
        xMm: 22 + column * STEP,
        yMm: 48 + digit * STEP,
        rMm: R,
      });
    }
  }
  sets.forEach((value, i) => {
    bubbles.push({ field: 'set', value, xMm: 22 + (rollColumns + 2) * STEP, yMm: 48 + i * STEP, rMm: R });
  });
  const questions: OmrTemplate['questions'] = [];
  for (let number = 1; number <= count; number++) {
    const opts = mca.has(number) ? MCA_OPTIONS : OPTIONS;
    questions.push({ number, options: opts });
    const col = Math.floor((number - 1) / 25);
    const row = (number - 1) % 25;
    opts.forEach((option, i) => {
      bubbles.push({
        field: 'question',
        number,
        option,
        xMm: 26 + col * 44 + i * STEP,
        yMm: 122 + row * STEP,
        rMm: R,
      });
    });
  }
  return {
    layoutId: 'sample-a4-v1',
    page: { widthMm: 210, heightMm: 297 },
    markers,
    rollColumns,
    sets,
    questions,
    bubbles,
    qr: { xMm: 160, yMm: 28, sizeMm: 22 },
  };
}
