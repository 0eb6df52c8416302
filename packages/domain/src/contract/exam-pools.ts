import { z } from 'zod';
import { QUESTION_DIFFICULTIES } from '../exam/question-rules';
import { isSetCount } from '../exam/sets';
import { QUESTION_TYPES } from '../exam/types';
import { id } from './common';
import { examAccess } from './exam-access';
import { staffQuestionView } from './exam-staff';
import { examParams } from './exams';
import { defineRoutes } from './route';

const { authoring, viewing } = examAccess;

// ---------------------------------------------------------------------------------------------------
// Inputs

/** Which bank questions a pool holds: every filter given must match (tags: the question has them all). */
export const poolFilter = z.object({
  subjectId: id.nullable().default(null),
  /** The chapter, exactly as tagged; null or '' for any. */
  chapter: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .transform((chapter) => chapter || null),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable().default(null),
  tags: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
});

/** A pool section: draw `count` questions of the pool into each attempt's paper. */
export const poolSectionInput = poolFilter.extend({
  /** Questions each attempt draws from the pool. */
  count: z.number().int().min(1, 'draw at least 1 question').max(500),
});

/** A pool section as sent. */
export type PoolSectionInput = z.input<typeof poolSectionInput>;

/** PUT /staff/exams/{examId}/pools body: the exam's pool sections in paper order (after its listed questions). */
export const examPoolsBody = z.object({
  pools: z.array(poolSectionInput).max(20, 'at most 20 pool sections'),
  /** Sets the exam comes in: 0 (none), 2, 3 or 4 (A to D); absent: as it is. */
  setCount: z.number().int().refine(isSetCount, 'sets: none (0), 2, 3 or 4').optional(),
});

/** POST /staff/exam-pools/size body: a filter, the exam whose listed questions stay out, the count to check. */
export const poolSizeBody = poolFilter.extend({
  examId: id.optional(),
  count: z.number().int().min(0).max(500).optional(),
});

/** POST /staff/exam-pools/random body: the bank picker's filter, the questions already on the paper, how many to pick. */
export const randomQuestionsBody = z.object({
  subjectId: id.optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  /** One tag the question carries. */
  tag: z.string().trim().min(1).max(60).optional(),
  /** Part of the question's text or of one of its options. */
  search: z.string().trim().min(1).max(100).optional(),
  /** The chapter, exactly as tagged. */
  chapter: z.string().trim().min(1).max(200).optional(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).optional(),
  /** Questions already on the paper: never picked again. */
  excludeIds: z.array(id).max(2_000).default([]),
  /** How many questions to pick. */
  count: z.number().int().min(1, 'pick at least 1 question').max(200, 'pick at most 200 questions'),
});

// ---------------------------------------------------------------------------------------------------
// Views

/** Questions picked at random from the bank for a fixed paper. */
export const randomQuestionsView = z.object({
  /** Bank questions the filter matched, the paper's left out. */
  available: z.number(),
  /** The picked questions, in the bank's order (oldest first). */
  questions: z.array(staffQuestionView),
});

/** What a pool holds. */
export const poolSizeView = z.object({
  /** Bank questions the filter matches (an exam's listed questions left out). */
  poolSize: z.number(),
  /** The distinct marks of those questions (one value when the pool is fair). */
  marks: z.array(z.number()),
  /** Why `count` cannot be drawn from it (count above the pool, unequal marks); null when it can. */
  problem: z.string().nullable(),
});

/** One pool section of an exam with its pool as saved. */
export const examPoolView = z.object({
  subjectId: z.string().nullable(),
  chapter: z.string().nullable(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  tags: z.array(z.string()),
  count: z.number(),
  /** Candidates kept when the exam was saved (the pool each attempt draws from). */
  poolSize: z.number(),
  /** Marks of each drawn question. */
  point: z.number(),
});

/** An exam's pool sections and the paper they make. */
export const examPoolsView = z.object({
  examId: z.string(),
  pools: z.array(examPoolView),
  /** Questions on each student's paper (listed plus drawn). */
  questionCount: z.number(),
  /** Full marks of each student's paper. */
  totalMarks: z.number(),
  /** Sets the exam comes in (2 to 4: each set its own order, or its own draw); 0: none. */
  setCount: z.number(),
});

/** An exam's pool sections as the API answers them. */
export type ExamPoolsView = z.infer<typeof examPoolsView>;

// ---------------------------------------------------------------------------------------------------
// Routes

/** Question pools of exams: random drawing per attempt from bank questions matching a filter. */
export const examPoolRoutes = defineRoutes('exam pools', {
  poolSize: {
    method: 'POST',
    path: '/staff/exam-pools/size',
    access: authoring,
    summary: 'How many bank questions a pool filter matches, their marks, and whether `count` can be drawn',
    body: poolSizeBody,
    data: poolSizeView,
  },
  randomQuestions: {
    method: 'POST',
    path: '/staff/exam-pools/random',
    access: authoring,
    summary:
      'Pick `count` bank questions at random matching a filter, none already on the paper: 400 when fewer match',
    body: randomQuestionsBody,
    data: randomQuestionsView,
  },
  examPools: {
    method: 'GET',
    path: '/staff/exams/:examId/pools',
    access: viewing,
    summary: "An exam's pool sections with their pool sizes",
    params: examParams,
    data: examPoolsView,
  },
  setExamPools: {
    method: 'PUT',
    path: '/staff/exams/:examId/pools',
    access: authoring,
    summary:
      "Replace an exam's pool sections (each attempt draws its own questions) and its sets (A to D: each set one order or draw): 400 when a count is above its pool or the pool's marks differ; 409 once the exam has attempts",
    params: examParams,
    body: examPoolsBody,
    data: examPoolsView,
  },
});
