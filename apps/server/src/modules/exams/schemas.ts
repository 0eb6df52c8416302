import { toMillis } from '@lms/domain';
import { z } from 'zod';

/** An id in a path or body. */
export const id = z.uuid('must be an id');

/** `?isLive=&offline=` flags: 'true' or 'false'. */
export const flag = z.enum(['true', 'false']).optional();

/** An uploaded file of a written answer (`extra` on the wire). */
export const attachment = z.object({
  name: z.string().trim().min(1).max(300),
  key: z.string().trim().min(1).max(500),
  type: z.string().trim().max(120).default(''),
});

/** The add-answer body (SPEC.md §3 "Answer payload"). */
export const answerBody = z.object({
  questionId: id,
  /** MCQ `[text]`, checkbox `[text, ...]`, MCA one 'true'|'false'|'N' per option as shown, written `[text]`. */
  answer: z.array(z.string().max(50_000)).max(11),
  /** When the student answered: epoch ms (or an ISO time). */
  timestamp: z
    .union([z.number(), z.string().max(40)])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return undefined;
      const ms = toMillis(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
      if (Number.isNaN(ms)) {
        ctx.addIssue({ code: 'custom', message: 'must be a time (epoch ms)' });
        return z.NEVER;
      }
      return Math.round(ms);
    }),
  extra: z
    .array(attachment)
    .max(10)
    .nullish()
    .transform((v) => v ?? []),
  /** MCA only: the option just changed (display order). */
  answerIndex: z.number().int().nullish(),
});

const subjectIds = z.array(z.string().max(64)).max(50).default([]);

/** The add-segmented-exam-subject body. */
export const selectionBody = z.object({
  examId: id,
  studentId: id,
  mandatorySubjects: subjectIds,
  compulsoryOptionalSubjects: subjectIds,
  optionalSubjects: subjectIds,
  isPracticeExam: z.boolean().optional(),
});
