import { z } from 'zod';
import { omrSetCodeProblem } from '../omr/build-omr-template';
import { id } from './common';
import { examAccess } from './exam-access';
import { examParams } from './exams';
import { defineRoutes } from './route';

/** The most blank sheets one PDF holds. */
export const OMR_MAX_BLANK_SHEETS = 500;

/**
 * `sets`: the exam's set codes, comma separated (`A,B,C,D`; none when left out). Exams hold no set
 * codes yet, so the caller names them; the template and the sheets must be asked with the same codes.
 */
const setsQuery = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((text) => (text ? text.split(',').map((s) => s.trim()) : []))
  .superRefine((sets, check) => {
    const problem = omrSetCodeProblem(sets);
    if (problem) check.addIssue({ code: 'custom', message: problem });
  });

/** GET /staff/exams/:examId/omr-template.json query. */
export const omrTemplateQuery = z.object({ sets: setsQuery });

/** GET /staff/exams/:examId/omr-sheets.pdf query: exactly one of `groupId` and `blank`. */
export const omrSheetsQuery = z
  .object({
    sets: setsQuery,
    /** One sheet per active student of this group (the exam's), with name and roll printed and bubbled. */
    groupId: id.optional(),
    /** This many blank sheets (1 to 500). */
    blank: z.coerce.number().int().min(1).max(OMR_MAX_BLANK_SHEETS).optional(),
  })
  .refine((q) => (q.groupId === undefined) !== (q.blank === undefined), {
    message: 'Give either groupId (one sheet per student) or blank (how many blank sheets)',
    path: ['blank'],
  });

const { scheduling } = examAccess;

/**
 * Paper exams on OMR sheets (admin, exam moderators, moderators: those who run exams): the sheet
 * layout as JSON and the printable sheets as a PDF. docs/OMR.md.
 */
export const omrRoutes = defineRoutes('omr', {
  omrTemplate: {
    method: 'GET',
    path: '/staff/exams/:examId/omr-template.json',
    access: scheduling,
    summary: "The exam's OMR sheet layout (raw JSON, no envelope): every bubble's place and meaning",
    params: examParams,
    query: omrTemplateQuery,
    raw: true,
  },
  omrSheetsPdf: {
    method: 'GET',
    path: '/staff/exams/:examId/omr-sheets.pdf',
    access: scheduling,
    summary: "The exam's OMR sheets as an A4 PDF: one per student of a group, or N blank",
    params: examParams,
    query: omrSheetsQuery,
    raw: true,
  },
});

/** The sheets asked for, once validated. */
export type OmrSheetsQuery = z.output<typeof omrSheetsQuery>;
