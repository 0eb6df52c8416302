import type { OmrTemplate } from '@lms/domain';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { OmrSheetCrops, OmrSheetProblemRow } from '../../db/schema';
import { cropOmrRegion, pageForCrops, regionOf } from '../../lib/omr-read/crop-region';
import type { OmrImage } from '../../lib/omr-read/decode';
import { type QuestionKinds, readOmrPage } from '../../lib/omr-read/read-page';
import { storageOf } from '../../lib/storage';
import { rosterStudentsByRoll } from './omr-scan-repository';
import { rollMatchOf } from './roll-match';
import { readSheetQr } from './sheet-qr';

/** One page as read, ready to store. */
export interface SheetRead {
  roll: string | null;
  studentId: string | null;
  setCode: string | null;
  answers: Record<string, string[]>;
  confidence: number;
  problems: OmrSheetProblemRow[];
  crops: OmrSheetCrops;
}

/** The page's width in the stored picture of a page that was not found (enough to see what it is). */
const PAGE_PREVIEW_PX = 800;

/** The student of the exam's groups with this roll: one, or a problem (none, or several with it). */
const matchRoll = async (ctx: AppContext, examId: string, roll: string) =>
  rollMatchOf(await rosterStudentsByRoll(ctx.db, examId, roll));

/**
 * Reads one page of a scan against the exam's template: the marks, the student by roll among the
 * exam's groups (never another group's), and crops of the doubtful parts stored under `cropPrefix`
 * (the roll block always; each question with a problem; the whole page, small, when no sheet was found).
 */
export async function readSheet(
  ctx: AppContext,
  page: { image: OmrImage | null; examId: string; cropPrefix: string },
  template: OmrTemplate,
  kinds: QuestionKinds,
): Promise<SheetRead> {
  const storage = storageOf(ctx);
  const crops: OmrSheetCrops = { roll: null, page: null, questions: {} };
  const empty = Object.fromEntries(template.questions.map((q) => [String(q.number), [] as string[]]));
  if (!page.image) {
    const problems = [{ code: 'pageNotFound' }];
    return { roll: null, studentId: null, setCode: null, answers: empty, confidence: 0, problems, crops };
  }
  const read = await readOmrPage(page.image, template, { kinds });
  const problems: OmrSheetProblemRow[] = read.problems.map((p) => ({ ...p }));
  // A sheet printed for another exam (or layout) reads as garbage against this template: flagged, and
  // matched to nobody. A QR code that cannot be decoded tells nothing either way.
  // The page in full-resolution grey, decoded once for the QR code and every crop.
  const flat = read.corners ? await pageForCrops(page.image) : null;
  const qr = read.corners && flat ? await readSheetQr(flat, template, read.corners) : null;
  const otherExam = qr !== null && (qr.examId !== page.examId || qr.layoutId !== template.layoutId);
  if (otherExam) problems.unshift({ code: 'otherExam' });
  let studentId: string | null = null;
  if (read.roll !== null && !otherExam) {
    const match = await matchRoll(ctx, page.examId, read.roll);
    studentId = match.studentId;
    if (match.problem) problems.unshift({ code: match.problem });
  }
  const store = async (name: string, body: Buffer, type: string) => {
    const key = `${page.cropPrefix}-${name}`;
    await storage.put(key, body, type);
    return key;
  };
  if (read.corners && flat) {
    const corners = read.corners;
    const crop = async (part: Parameters<typeof regionOf>[1], name: string) => {
      const region = regionOf(template, part);
      return region ? store(name, await cropOmrRegion(flat, template, corners, region), 'image/png') : null;
    };
    crops.roll = await crop({ field: 'roll' }, 'roll.png');
    const doubtful = new Set(problems.flatMap((p) => (p.question === undefined ? [] : [p.question])));
    for (const number of doubtful) {
      const key = await crop({ question: number }, `q${number}.png`);
      if (key) crops.questions[String(number)] = key;
    }
  } else {
    const preview = await (Buffer.isBuffer(page.image) ? sharp(page.image) : rawInput(page.image))
      .rotate()
      .resize({ width: PAGE_PREVIEW_PX, withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    crops.page = await store('page.jpg', preview, 'image/jpeg');
  }
  return {
    roll: read.roll,
    studentId,
    setCode: read.set,
    answers: read.answers,
    confidence: read.confidence,
    problems,
    crops,
  };
}

/** A raw decoded page as sharp's input. */
function rawInput(image: Exclude<OmrImage, Buffer>) {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
}
