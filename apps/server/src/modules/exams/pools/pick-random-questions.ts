import { randomUUID } from 'node:crypto';
import { pickRandomQuestions, randomPickWording } from '@lms/domain';
import type { randomQuestionsBody, randomQuestionsView } from '@lms/domain/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { staffQuestionView } from '../question-bank/staff-question-view';
import { randomCandidates } from './pool-repository';

/**
 * `count` bank questions at random among those the picker's filter matches and the paper does not hold
 * yet; a clear 400 when fewer match. Nothing is stored: the editor adds them to its unsaved paper.
 */
export async function pickRandom(
  ctx: AppContext,
  body: z.output<typeof randomQuestionsBody>,
): Promise<z.infer<typeof randomQuestionsView>> {
  const rows = await randomCandidates(ctx.db, body);
  const picked = pickRandomQuestions(
    rows.map((r) => r.id),
    body.count,
    randomUUID(),
  );
  if (!picked) throw badRequest('Not enough questions', `${randomPickWording(body.count, rows.length)}.`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { available: rows.length, questions: picked.map((id) => staffQuestionView(byId.get(id)!)) };
}
