import { isWrittenQuestionType, OPTION_LETTERS, type QuestionType } from '../exam/types';
import type { OmrBubble, OmrMarker, OmrQuestionBubble, OmrTemplate } from './omr-template';

/**
 * The layout rule of a printed OMR sheet (A4, portrait), one page per student. Everything here is in
 * millimetres from the page's top-left corner; the PDF draws exactly these positions and the reader
 * reads with them. Changing any figure below changes sheets already printed: bump OMR_LAYOUT_VERSION.
 */

/** Bumped whenever the drawing rule below changes, so every layoutId changes with it. */
export const OMR_LAYOUT_VERSION = 1;

/** A4 portrait. */
export const OMR_PAGE = { widthMm: 210, heightMm: 297 } as const;
/** Corner markers: filled squares this wide, their centres this far in from both edges. */
export const OMR_MARKER = { sizeMm: 8, insetMm: 10 } as const;
/** Radius of every bubble. */
export const OMR_BUBBLE_RADIUS_MM = 2.4;
/** Centre-to-centre distance of neighbouring bubbles, across and down. */
export const OMR_PITCH_MM = 6.2;
/** Extra space between two statements' T/F pairs of a multiple true/false question. */
const MCA_PAIR_GAP_MM = 2;
/** Room left of a row's first bubble for the question number. */
const NUMBER_WIDTH_MM = 8;
/** Space between two answer columns. */
const COLUMN_GAP_MM = 3.5;
/** Left and right limits of everything between the markers' columns. */
const CONTENT_LEFT_MM = 16;
const CONTENT_RIGHT_MM = 194;
/** The header (institute, exam, set, student): its box; the QR code sits at its right. */
const HEADER = { xMm: 16, yMm: 16, widthMm: 142, heightMm: 28 } as const;
const QR = { xMm: 163, yMm: 16, sizeMm: 27 } as const;
/** The identification band: write-in boxes, then ten bubble rows (digits 0-9). */
const ID_LABEL_Y_MM = 48;
const ID_BOX_TOP_MM = 50;
const ID_BOX_HEIGHT_MM = 6;
const ID_FIRST_ROW_MM = 61;
const ROLL_LEFT_MM = 18;
/** Space between the roll grid and the set column. */
const SET_GAP_MM = 9;
/** The answer area: first row's centre and the lowest a row's centre may be. */
const ANSWER_FIRST_ROW_MM = 125;
const ANSWER_LAST_ROW_MAX_MM = 280;

/** Roll columns a sheet may have (digits of the institute's rolls). */
export const OMR_MAX_ROLL_COLUMNS = 16;
/** Set codes a sheet may have (one bubble row each). */
export const OMR_MAX_SETS = 10;
/** Answer rows in one column. */
export const OMR_ROWS_PER_COLUMN =
  Math.floor((ANSWER_LAST_ROW_MAX_MM - ANSWER_FIRST_ROW_MM) / OMR_PITCH_MM + 1e-9) + 1;

/** A question of the exam, in the paper's order, as the sheet needs it. */
export interface OmrPaperQuestion {
  type: QuestionType;
  /** Options (MCQ, checkbox) or statements (MCA). */
  optionCount: number;
}

/** What a sheet is made from. */
export interface OmrSheetInput {
  /** Every question of the exam in the paper's order (written ones included: they keep their numbers). */
  questions: readonly OmrPaperQuestion[];
  /** Digits of the institute's rolls. */
  rollColumns: number;
  /** The exam's set codes (none: no set bubbles). */
  sets: readonly string[];
}

/** A box, mm. */
export interface OmrBox {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/**
 * What the PDF prints around the bubbles: the header box, the write-in box over each roll column, the
 * labels of the roll grid, the set column and the answer area, and each question number's place
 * (right-aligned at `xMm`, centred on `yMm`).
 */
export interface OmrSheetPrint {
  header: OmrBox;
  rollBoxes: (OmrBox & { column: number })[];
  rollLabel: { xMm: number; yMm: number };
  setLabel: { xMm: number; yMm: number } | null;
  /** Free room right of the identification band (the PDF writes how to fill the bubbles there). */
  notes: OmrBox;
  questionNumbers: { number: number; xMm: number; yMm: number }[];
  /** The answer columns' boxes (for the thin frame around each). */
  answerColumns: OmrBox[];
  /** Where the small footer line (layout id) is centred. */
  footer: { xMm: number; yMm: number };
}

/** A sheet: the template (what the reader needs) and what is printed beside it. */
export interface OmrSheetLayout {
  template: OmrTemplate;
  print: OmrSheetPrint;
}

/** Why no sheet can be made. */
export type OmrLayoutProblem =
  | { code: 'noMachineMarkedQuestions' }
  | { code: 'tooManyAnswers'; questions: number }
  | { code: 'tooManyRollColumns'; max: number }
  | { code: 'tooManySets'; max: number };

const round = (mm: number) => Math.round(mm * 100) / 100;

/** The options a question offers on the sheet: letters A, B, ..., or `1T 1F 2T 2F ...` for MCA. */
export function omrOptions(question: OmrPaperQuestion): string[] {
  const count = Math.max(0, Math.min(question.optionCount, OPTION_LETTERS.length));
  if (question.type === 'MCA')
    return Array.from({ length: count }, (_, i) => [`${i + 1}T`, `${i + 1}F`]).flat();
  return OPTION_LETTERS.slice(0, count);
}

/** The questions a sheet carries: MCQ, checkbox and MCA, numbered by their place in the whole paper. */
export function omrQuestions(
  questions: readonly OmrPaperQuestion[],
): { number: number; type: QuestionType; options: string[] }[] {
  return questions.flatMap((q, i) =>
    isWrittenQuestionType(q.type) ? [] : [{ number: i + 1, type: q.type, options: omrOptions(q) }],
  );
}

/** The x offsets of a row's bubble centres from its first bubble's centre. */
function rowOffsets(type: QuestionType, options: readonly string[]): number[] {
  return options.map((_, i) => i * OMR_PITCH_MM + (type === 'MCA' ? Math.floor(i / 2) * MCA_PAIR_GAP_MM : 0));
}

/** Width of a row: the number's room, then its bubbles. */
function rowWidth(type: QuestionType, options: readonly string[]): number {
  const offsets = rowOffsets(type, options);
  return NUMBER_WIDTH_MM + (offsets.at(-1) ?? 0) + 2 * OMR_BUBBLE_RADIUS_MM;
}

/** FNV-1a (32 bits) of a text, as 8 hex digits: short, stable, no crypto needed in the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The name of a layout: the rule's version, the roll columns, the set count, the question count and a
 * hash of every question's number, type and options and of the set codes, so any change of geometry
 * changes it (`omr1-r5-s2-q40-1a2b3c4d`).
 */
export function omrLayoutId(
  questions: readonly { number: number; type: QuestionType; options: readonly string[] }[],
  rollColumns: number,
  sets: readonly string[],
): string {
  const shape = `${questions.map((q) => `${q.number}${q.type}${q.options.join('')}`).join(',')}|${sets.join(',')}`;
  return `omr${OMR_LAYOUT_VERSION}-r${rollColumns}-s${sets.length}-q${questions.length}-${fnv1a(shape)}`;
}

function markers(): OmrMarker[] {
  const { sizeMm, insetMm } = OMR_MARKER;
  const right = OMR_PAGE.widthMm - insetMm;
  const bottom = OMR_PAGE.heightMm - insetMm;
  return [
    { corner: 'topLeft', xMm: insetMm, yMm: insetMm, sizeMm },
    { corner: 'topRight', xMm: right, yMm: insetMm, sizeMm },
    { corner: 'bottomLeft', xMm: insetMm, yMm: bottom, sizeMm },
    { corner: 'bottomRight', xMm: right, yMm: bottom, sizeMm },
  ];
}

/**
 * The sheet of an exam: four corner markers, the header and QR code at the top, the roll grid (one
 * column of digits 0-9 per roll digit, a write-in box over each) and the set column, then the answers
 * in as few columns as they need (at most OMR_ROWS_PER_COLUMN rows each, the rows shared evenly, the
 * block centred). One row per MCQ/checkbox/MCA question; written questions are left out but keep their
 * numbers. The same input always gives the same layout. A problem when there is nothing to mark, or
 * the answers, rolls or sets do not fit on one A4 page.
 */
export function buildOmrLayout(input: OmrSheetInput): OmrSheetLayout | OmrLayoutProblem {
  const questions = omrQuestions(input.questions);
  const { rollColumns, sets } = input;
  if (questions.length === 0) return { code: 'noMachineMarkedQuestions' };
  if (!Number.isInteger(rollColumns) || rollColumns < 1 || rollColumns > OMR_MAX_ROLL_COLUMNS)
    return { code: 'tooManyRollColumns', max: OMR_MAX_ROLL_COLUMNS };
  if (sets.length > OMR_MAX_SETS) return { code: 'tooManySets', max: OMR_MAX_SETS };

  const r = OMR_BUBBLE_RADIUS_MM;
  const bubbles: OmrBubble[] = [];
  const rowY = (row: number) => round(ID_FIRST_ROW_MM + row * OMR_PITCH_MM);

  // Roll grid: column c, digit d at row d.
  const rollBoxes: OmrSheetPrint['rollBoxes'] = [];
  for (let column = 0; column < rollColumns; column++) {
    const x = round(ROLL_LEFT_MM + r + column * OMR_PITCH_MM);
    rollBoxes.push({
      column,
      xMm: round(x - r - 0.3),
      yMm: ID_BOX_TOP_MM,
      widthMm: round(2 * r + 0.6),
      heightMm: ID_BOX_HEIGHT_MM,
    });
    for (let digit = 0; digit <= 9; digit++)
      bubbles.push({ field: 'roll', column, value: String(digit), xMm: x, yMm: rowY(digit), rMm: r });
  }
  const rollRight = ROLL_LEFT_MM + 2 * r + (rollColumns - 1) * OMR_PITCH_MM;

  // Set column, one row per code, right of the roll grid.
  const setX = round(rollRight + SET_GAP_MM + r);
  sets.forEach((value, row) => {
    bubbles.push({ field: 'set', value, xMm: setX, yMm: rowY(row), rMm: r });
  });
  const idRight = sets.length > 0 ? setX + r : rollRight;

  // Answers: as few columns as the rows need, the rows shared evenly between them.
  const columnCount = Math.ceil(questions.length / OMR_ROWS_PER_COLUMN);
  const rowsPerColumn = Math.ceil(questions.length / columnCount);
  const columns = Array.from({ length: columnCount }, (_, c) =>
    questions.slice(c * rowsPerColumn, (c + 1) * rowsPerColumn),
  );
  const widths = columns.map((col) => Math.max(...col.map((q) => rowWidth(q.type, q.options))));
  const total = widths.reduce((sum, w) => sum + w, 0) + COLUMN_GAP_MM * (columnCount - 1);
  const room = CONTENT_RIGHT_MM - CONTENT_LEFT_MM;
  if (total > room + 1e-9) return { code: 'tooManyAnswers', questions: questions.length };

  const questionNumbers: OmrSheetPrint['questionNumbers'] = [];
  const answerColumns: OmrBox[] = [];
  let left = CONTENT_LEFT_MM + (room - total) / 2;
  columns.forEach((col, c) => {
    const firstX = left + NUMBER_WIDTH_MM + r;
    col.forEach((q, row) => {
      const y = round(ANSWER_FIRST_ROW_MM + row * OMR_PITCH_MM);
      questionNumbers.push({ number: q.number, xMm: round(left + NUMBER_WIDTH_MM - 1), yMm: y });
      const offsets = rowOffsets(q.type, q.options);
      q.options.forEach((option, i) => {
        const bubble: OmrQuestionBubble = {
          field: 'question',
          number: q.number,
          option,
          xMm: round(firstX + offsets[i]!),
          yMm: y,
          rMm: r,
        };
        bubbles.push(bubble);
      });
    });
    answerColumns.push({
      xMm: round(left - 1),
      yMm: round(ANSWER_FIRST_ROW_MM - r - 1.5),
      widthMm: round(widths[c]! + 2),
      heightMm: round((col.length - 1) * OMR_PITCH_MM + 2 * r + 3),
    });
    left += widths[c]! + COLUMN_GAP_MM;
  });

  const template: OmrTemplate = {
    layoutId: omrLayoutId(questions, rollColumns, sets),
    page: { ...OMR_PAGE },
    markers: markers(),
    rollColumns,
    sets: [...sets],
    questions: questions.map((q) => ({ number: q.number, options: q.options })),
    bubbles,
    qr: { ...QR },
  };
  const notesLeft = round(idRight + 8);
  return {
    template,
    print: {
      header: { ...HEADER },
      rollBoxes,
      rollLabel: { xMm: ROLL_LEFT_MM, yMm: ID_LABEL_Y_MM },
      setLabel: sets.length > 0 ? { xMm: round(setX - r), yMm: ID_LABEL_Y_MM } : null,
      notes: {
        xMm: notesLeft,
        yMm: ID_LABEL_Y_MM - 2,
        widthMm: round(CONTENT_RIGHT_MM - notesLeft),
        heightMm: round(rowY(9) + r - (ID_LABEL_Y_MM - 2)),
      },
      questionNumbers,
      answerColumns,
      footer: { xMm: OMR_PAGE.widthMm / 2, yMm: OMR_PAGE.heightMm - OMR_MARKER.insetMm },
    },
  };
}

/** True when buildOmrLayout gave a problem rather than a layout. */
export function isOmrLayoutProblem(value: OmrSheetLayout | OmrLayoutProblem): value is OmrLayoutProblem {
  return 'code' in value;
}

/**
 * The most questions of `optionCount` options (MCQ/checkbox) one sheet holds: as many rows as fit
 * in as many columns as fit across.
 */
export function omrCapacity(optionCount: number): number {
  const options = OPTION_LETTERS.slice(0, optionCount);
  const width = rowWidth('MCQ', options);
  const columns = Math.floor((CONTENT_RIGHT_MM - CONTENT_LEFT_MM + COLUMN_GAP_MM) / (width + COLUMN_GAP_MM));
  return columns * OMR_ROWS_PER_COLUMN;
}

/** The set codes a sheet accepts: 1 or 2 letters or digits each, no repeats. */
export function omrSetCodeProblem(sets: readonly string[]): string | null {
  if (sets.length > OMR_MAX_SETS) return `At most ${OMR_MAX_SETS} sets fit on a sheet`;
  if (sets.some((s) => !/^[\p{L}\p{N}]{1,2}$/u.test(s))) return 'A set code is 1 or 2 letters or digits';
  if (new Set(sets).size !== sets.length) return 'A set code is repeated';
  return null;
}

/** A student's roll as digits for the roll grid, or null when it cannot be bubbled (not all digits, too long). */
export function omrRollDigits(roll: string, rollColumns: number): string[] | null {
  return /^\d+$/.test(roll) && roll.length <= rollColumns ? [...roll] : null;
}

/** The roll columns of an institute's sheets: its longest all-digit roll (6 when none), at most the maximum. */
export function omrRollColumnsFor(longestRoll: number | null): number {
  if (!longestRoll || longestRoll < 1) return 6;
  return Math.min(longestRoll, OMR_MAX_ROLL_COLUMNS);
}

/** The text of a sheet's QR code: `omr:<examId>:<layoutId>`. */
export function omrQrText(examId: string, layoutId: string): string {
  return `omr:${examId}:${layoutId}`;
}
