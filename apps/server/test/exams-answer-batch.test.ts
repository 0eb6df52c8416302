import { examRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers, examAttempts } from '../src/db/schema';
import { type AnswerWrite, AnswerWriter, type WriteOutcome } from '../src/modules/exams/answer-writer';
import { rawSql } from '../src/modules/exams/raw-sql';
import { caller, examInGroup, liveExamWorld, student } from './exams-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// The route refuses text the database cannot store; this is the writer's own defence for a row the
// database refuses anyway: it fails its batch's statement, and the other rows must still be saved.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A live exam with `count` students who have started it, and their attempt ids. */
async function startedAttempts(count: number) {
  const w = await liveExamWorld(t);
  const api = caller(t);
  const sitters = [
    w.me,
    ...(await Promise.all(Array.from({ length: count - 1 }, () => student(t, [w.groupId])))),
  ];
  const attempts: { attemptId: string; studentId: string }[] = [];
  for (const s of sitters) {
    const res = await api(examRoutes.start, examInGroup(w), s.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.ctx.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.studentId, s.id));
    attempts.push({ attemptId: row!.id, studentId: s.id });
  }
  return { w, attempts };
}

/** Settles every write, in order: the outcome, or the error's message. */
function settle(writes: Promise<WriteOutcome>[]) {
  return Promise.all(
    writes.map((p) => p.then((o) => o as string).catch((e: Error) => `error: ${e.message}`)),
  );
}

async function storedAnswers(attemptIds: string[]) {
  const rows = await t.ctx.db.select().from(examAnswers);
  return new Map(
    rows
      .filter((r) => attemptIds.includes(r.attemptId))
      .map((r) => [`${r.attemptId}:${r.questionId}`, r.answer]),
  );
}

describe('a batch the database refuses', () => {
  for (const [kind, questionIndex, good, bad] of [
    ['a choice (one statement, newest wins)', 0, ['4'], ['4\u0000']],
    ['a written answer (read, then compare-and-set)', 4, ['Light makes sugar'], ['\uD800 lone']],
  ] as const) {
    it(`saves every other row of ${kind} and refuses only the bad one`, async () => {
      const { w, attempts } = await startedAttempts(6);
      const question = w.questionIds[questionIndex]!;
      const type = questionIndex === 0 ? 'MCQ' : 'paragraph';
      // A writer of its own with room for every write in one batch: all of them queue in one turn.
      const writer = new AnswerWriter(rawSql(t.ctx), { concurrency: 1, maxBatch: 100, maxQueued: 10_000 });
      const write = (a: (typeof attempts)[number], answer: readonly string[]): AnswerWrite => ({
        ...a,
        questionId: question,
        groupId: w.groupId,
        type,
        multipleTimesSubmission: true,
        answer: [...answer],
        extra: [],
        clientTs: Date.now(),
        receivedAt: new Date(),
        offline: false,
      });
      const badIndex = 2;
      const outcomes = await settle(
        attempts.map((a, index) => writer.write(write(a, index === badIndex ? bad : good))),
      );

      expect(outcomes.filter((o) => o === 'saved')).toHaveLength(attempts.length - 1);
      expect(outcomes[badIndex]).toMatch(/^error: /);
      const stored = await storedAnswers(attempts.map((a) => a.attemptId));
      attempts.forEach((a, index) => {
        expect(stored.get(`${a.attemptId}:${question}`)).toEqual(index === badIndex ? undefined : good);
      });
      await writer.drain();
    });
  }
});
