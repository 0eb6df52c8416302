/**
 * The layout of a printed OMR answer sheet: where every bubble is and what a mark in it means. The
 * sheet generator draws from it, the reader reads with it, and it is served as JSON so other tools can
 * read the sheets too. Every position is in millimetres from the page's top-left corner.
 */

/** Which corner of the page a finder marker sits in. */
export type OmrCorner = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';

/** A filled black square printed in a page corner, for finding the page and undoing tilt. */
export interface OmrMarker {
  corner: OmrCorner;
  /** Centre of the square, mm from the left edge. */
  xMm: number;
  /** Centre of the square, mm from the top edge. */
  yMm: number;
  /** Side of the square in mm. */
  sizeMm: number;
}

interface OmrBubbleAt {
  /** Centre, mm from the left edge. */
  xMm: number;
  /** Centre, mm from the top edge. */
  yMm: number;
  /** Radius in mm. */
  rMm: number;
}

/** A roll-number bubble: a mark in it means the digit `value` in roll column `column` (0 = leftmost). */
export interface OmrRollBubble extends OmrBubbleAt {
  field: 'roll';
  column: number;
  value: string;
}

/** A set-code bubble: a mark in it means the paper's set `value` (A, B, ...). */
export interface OmrSetBubble extends OmrBubbleAt {
  field: 'set';
  value: string;
}

/**
 * An answer bubble of question `number` (1-based, in the paper's order): `option` is the option's
 * letter (A, B, ...), or for a multiple-true/false question `"3T"` / `"3F"` for statement 3.
 */
export interface OmrQuestionBubble extends OmrBubbleAt {
  field: 'question';
  number: number;
  option: string;
}

/** One bubble of the sheet. */
export type OmrBubble = OmrRollBubble | OmrSetBubble | OmrQuestionBubble;

/** A printed sheet's layout (more fields may be added; readers ignore the ones they do not know). */
export interface OmrTemplate {
  /** Names the layout; printed in the sheet's QR code with the exam's id. */
  layoutId: string;
  page: { widthMm: number; heightMm: number };
  /** The four corner markers. */
  markers: OmrMarker[];
  /** Number of roll columns (digits of the institute's rolls). */
  rollColumns: number;
  /** The set codes bubbled on the sheet (empty when the exam has no sets). */
  sets: string[];
  /** The questions on the sheet, in order, with the options each offers. */
  questions: { number: number; options: string[] }[];
  bubbles: OmrBubble[];
  /** Where the QR code is printed (its top-left corner and side, mm). */
  qr: { xMm: number; yMm: number; sizeMm: number };
}
