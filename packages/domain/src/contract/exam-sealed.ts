import { z } from 'zod';
import { examGroupParams, examPaperView, questionBaseView } from './exams';
import { defineRoutes, student } from './route';

/** A question of a sealed paper: options in canonical order, the image options by canonical index. */
export const sealedPaperQuestion = questionBaseView.omit({ optionType: true }).extend({
  /** Canonical indexes of the options that are images. */
  imageOptions: z.array(z.number().int().nonnegative()),
});
export type SealedPaperQuestion = z.infer<typeof sealedPaperQuestion>;

/**
 * What a sealed paper holds once opened: the exam's questions (the same for every student it is given
 * to) and whether an attempt shows them and their options in its own order.
 */
export const sealedPaperDocument = z.object({
  /** The exam's id. */
  examId: z.string(),
  /** The exam's version the paper was sealed from (a change to the exam seals a new paper). */
  version: z.number().int(),
  /** Each attempt shows the questions in its own order. */
  shuffleQuestions: z.boolean(),
  /** Each attempt shows every question's options in its own order. */
  shuffleOptions: z.boolean(),
  /** Every question of the exam, in the exam's order, without keys or explanations. */
  questions: z.array(sealedPaperQuestion),
});
export type SealedPaperDocument = z.infer<typeof sealedPaperDocument>;

/** What opens the sealed paper for one attempt: released by the start, never before the exam opens. */
export const sealedPaperKeyView = z.object({
  /** The exam version the key opens (a sealed paper of another version does not open with it). */
  version: z.number().int(),
  /** The AES-256-GCM key, base64. */
  key: z.string(),
  /** The attempt's seed: its question and option orders and its set follow from it. */
  seed: z.string(),
});
export type SealedPaperKeyView = z.infer<typeof sealedPaperKeyView>;

/** The start for a client holding the sealed paper: the paper but its questions, and its key. */
export const sealedStartView = z.object({
  /** The exam paper as the paper call gives it, without the questions. */
  paper: examPaperView.omit({ questions: true }),
  /**
   * The key of the sealed paper; null for an exam whose questions differ per attempt (pools, chosen
   * subjects): its paper comes from the paper call.
   */
  sealed: sealedPaperKeyView.nullable(),
});
export type SealedStartView = z.infer<typeof sealedStartView>;

/**
 * The student app's start: it fetches the exam's sealed paper ahead (unreadable without the key), so
 * that pressing Start is one small request even when thousands press it in the same minute.
 */
export const sealedExamRoutes = defineRoutes('exams', {
  sealedPaper: {
    method: 'GET',
    path: '/exam/sealed-paper/:examId/group/:groupId',
    access: student,
    summary:
      "The exam's questions sealed (AES-256-GCM; the key comes with the start): 12 bytes of IV, then the gzip of the JSON paper encrypted",
    params: examGroupParams,
    // Binary, written prebuilt once per exam version and sent to every student the exam is given to.
    raw: true,
  },
  startSealed: {
    method: 'PATCH',
    path: '/exam/start-sealed/:examId/group/:groupId',
    access: student,
    summary:
      'Start the attempt (idempotent); answers with the paper but its questions and the sealed paper key',
    params: examGroupParams,
    data: sealedStartView,
  },
});
