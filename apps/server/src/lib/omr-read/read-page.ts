import { type OmrBubble, type OmrTemplate, omrMarksConflict } from '@lms/domain';
import { type BubbleGroup, decideGroup, type GroupDecision, sheetLevels } from './decide-marks';
import { decodeGrey, type GreyImage, type OmrImage } from './decode';
import { findMarkers, type MarkerCentres } from './find-markers';
import { applyHomography, type Homography, solveHomography } from './homography';
import { paperLevels } from './paper-level';

/** A doubt about a sheet, for the review list. */
export interface OmrProblem {
  code: 'pageNotFound' | 'rollUnreadable' | 'setUnreadable' | 'multipleMarks' | 'faintMark';
  /** The question it concerns (multipleMarks, faintMark). */
  question?: number;
}

/** What was read from one page. */
export interface OmrReading {
  /** The roll, digit by digit; null unless every column had exactly one clear mark. */
  roll: string | null;
  /** The set code; null when the sheet has none, or it was not clear. */
  set: string | null;
  /** Question number -> the options marked, in the sheet's order (none, one or several). */
  answers: Record<string, string[]>;
  /** 0..1: 1 when every bubble was well clear of the unsure band and the page was found. */
  confidence: number;
  problems: OmrProblem[];
  pageFound: boolean;
  /** The marker centres in the image's pixels (after EXIF turning); null when the page was not found. */
  corners: MarkerCentres | null;
}

/** Single-answer (default) or multi-answer, per question number. */
export type QuestionKinds = Record<number, 'single' | 'multi'>;

/** The working resolution: 5 px/mm (127 dpi) gives a 2.5 mm bubble a 12 px radius, plenty to average. */
const WORK_PX_PER_MM = 5;
/** The share of a bubble's radius sampled: inside the printed ring, with room for a misplaced page. */
const INNER = 0.6;

function sampleBubble(
  img: GreyImage,
  h: Homography,
  bubble: OmrBubble,
  paper: (x: number, y: number) => number,
) {
  const c = applyHomography(h, bubble.xMm, bubble.yMm);
  const edge = applyHomography(h, bubble.xMm + bubble.rMm, bubble.yMm);
  const r = Math.hypot(edge.x - c.x, edge.y - c.y) * INNER;
  const { data, width, height } = img;
  let sum = 0;
  let n = 0;
  const x0 = Math.max(0, Math.floor(c.x - r));
  const x1 = Math.min(width - 1, Math.ceil(c.x + r));
  const y0 = Math.max(0, Math.floor(c.y - r));
  const y1 = Math.min(height - 1, Math.ceil(c.y + r));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if ((x + 0.5 - c.x) ** 2 + (y + 0.5 - c.y) ** 2 > r * r) continue;
      sum += data[y * width + x]!;
      n++;
    }
  }
  if (n === 0) return 0;
  return Math.max(0, 1 - sum / n / paper(c.x, c.y));
}

const CORNERS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;

/** Template millimetres -> image pixels, from the four marker centres found. */
function transformOf(template: OmrTemplate, markers: MarkerCentres): Homography {
  return solveHomography(
    CORNERS.map((c) => {
      const m = template.markers.find((k) => k.corner === c);
      if (!m) throw new Error(`the template has no ${c} marker`);
      return { x: m.xMm, y: m.yMm };
    }),
    CORNERS.map((c) => markers[c]),
  );
}

/** Mean darkness of a square of the sheet (mm), from a 12 x 12 grid of points. */
function squareDarkness(
  img: GreyImage,
  h: Homography,
  paper: (x: number, y: number) => number,
  square: { xMm: number; yMm: number; sizeMm: number },
): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 12; j++) {
      const p = applyHomography(
        h,
        square.xMm + ((i + 0.5) * square.sizeMm) / 12,
        square.yMm + ((j + 0.5) * square.sizeMm) / 12,
      );
      const x = Math.min(img.width - 1, Math.max(0, Math.floor(p.x)));
      const y = Math.min(img.height - 1, Math.max(0, Math.floor(p.y)));
      sum += Math.max(0, 1 - img.data[y * img.width + x]! / paper(p.x, p.y));
    }
  }
  return sum / 144;
}

/**
 * A sheet fed upside down: the four markers look alike, so the QR code tells. Where it should be is
 * light and the same square turned half round about the page's centre is dark (a QR code is about half
 * black; bubbles and text there are far lighter).
 */
function upsideDown(
  img: GreyImage,
  h: Homography,
  paper: (x: number, y: number) => number,
  template: OmrTemplate,
): boolean {
  const { qr, page } = template;
  const turned = {
    xMm: page.widthMm - qr.xMm - qr.sizeMm,
    yMm: page.heightMm - qr.yMm - qr.sizeMm,
    sizeMm: qr.sizeMm,
  };
  const here = squareDarkness(img, h, paper, qr);
  return here < 0.2 && squareDarkness(img, h, paper, turned) > here + 0.2;
}

interface Field {
  kind: 'roll' | 'set' | 'question';
  key: number;
  bubbles: OmrBubble[];
}

function fieldsOf(template: OmrTemplate): Field[] {
  const fields = new Map<string, Field>();
  for (const b of template.bubbles) {
    const key = b.field === 'roll' ? b.column : b.field === 'question' ? b.number : 0;
    const id = `${b.field}:${key}`;
    let field = fields.get(id);
    if (!field) {
      field = { kind: b.field, key, bubbles: [] };
      fields.set(id, field);
    }
    field.bubbles.push(b);
  }
  return [...fields.values()];
}

const labelOf = (b: OmrBubble) => (b.field === 'question' ? b.option : b.value);
const markedIn = (field: Field, d: GroupDecision) =>
  field.bubbles.filter((_, i) => d.states[i] === 'marked').map(labelOf);

/**
 * Reads one scanned or photographed sheet: finds the corner markers, maps the template onto the image
 * through the perspective transform they give, measures how dark the inside of each bubble is against
 * the paper around it, and decides each against the sheet's levels and its neighbours. It never guesses
 * a roll: a roll column without exactly one clear mark makes the roll null and the sheet a problem.
 */
export async function readOmrPage(
  image: OmrImage,
  template: OmrTemplate,
  options: { kinds?: QuestionKinds } = {},
): Promise<OmrReading> {
  const { grey, factor } = await decodeGrey(image, {
    channel: 'red',
    maxPxPerMm: WORK_PX_PER_MM,
    pageMm: template.page,
  });
  const found = findMarkers(grey, template);
  const answers: Record<string, string[]> = {};
  for (const q of template.questions) answers[String(q.number)] = [];
  if (!found) {
    return {
      roll: null,
      set: null,
      answers,
      confidence: 0,
      problems: [{ code: 'pageNotFound' }],
      pageFound: false,
      corners: null,
    };
  }
  const centre = { x: template.page.widthMm / 2, y: template.page.heightMm / 2 };
  const a = applyHomography(transformOf(template, found), centre.x, centre.y);
  const b = applyHomography(transformOf(template, found), centre.x + 10, centre.y);
  const paper = paperLevels(grey, Math.max(8, Math.round(Math.hypot(b.x - a.x, b.y - a.y))));
  let markers = found;
  if (upsideDown(grey, transformOf(template, found), paper, template)) {
    markers = {
      topLeft: found.bottomRight,
      topRight: found.bottomLeft,
      bottomLeft: found.topRight,
      bottomRight: found.topLeft,
    };
  }
  const h = transformOf(template, markers);
  const fields = fieldsOf(template);
  const groups: BubbleGroup[] = fields.map((f) => ({
    bubbles: f.bubbles.map((b) => ({ label: labelOf(b), darkness: sampleBubble(grey, h, b, paper) })),
  }));
  const levels = sheetLevels(groups);
  const problems: OmrProblem[] = [];
  let confidence = 1;
  const rollDigits: (string | null)[] = new Array(template.rollColumns).fill(null);
  let rollClear = template.rollColumns > 0;
  let set: string | null = null;
  fields.forEach((field, i) => {
    const decision = decideGroup(groups[i]!, levels);
    confidence = Math.min(confidence, decision.confidence);
    const marked = markedIn(field, decision);
    const unsure = decision.states.includes('unsure');
    if (field.kind === 'roll') {
      if (marked.length === 1 && !unsure) rollDigits[field.key] = marked[0]!;
      else rollClear = false;
    } else if (field.kind === 'set') {
      if (marked.length === 1 && !unsure) set = marked[0]!;
      else problems.push({ code: 'setUnreadable' });
    } else {
      answers[String(field.key)] = marked;
      if (omrMarksConflict(options.kinds?.[field.key] ?? 'single', marked)) {
        problems.push({ code: 'multipleMarks', question: field.key });
      }
      if (unsure) problems.push({ code: 'faintMark', question: field.key });
    }
  });
  const roll = rollClear && rollDigits.every((d) => d !== null) ? rollDigits.join('') : null;
  if (roll === null && template.rollColumns > 0) problems.unshift({ code: 'rollUnreadable' });
  const corners = Object.fromEntries(
    CORNERS.map((c) => [c, { x: markers[c].x / factor, y: markers[c].y / factor }]),
  ) as MarkerCentres;
  return {
    roll,
    set,
    answers,
    confidence: Math.round(confidence * 100) / 100,
    problems,
    pageFound: true,
    corners,
  };
}
