import type { AddAnswerBody } from '@lms/domain/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers } from '../src/db/schema';
import { type AnswerWrite, AnswerWriter } from '../src/modules/exams/answer-writer';
import { examServices } from '../src/modules/exams/exam-services';
import { liveExamWorld, type Sitter, startedSitters } from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { createTestApp, type TestApp } from './support/test-app';

// 300 students save at once while some of them send an answer that would poison a write batch. A
// poisoned save is refused on its own (400 with a message, or its own write error) and every other
// student's acknowledged answer is stored.
const SAVERS = 300;

let t: TestApp;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
let sitters: Sitter[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS_OFF: '1', LOG_LEVEL: 'warn' });
  w = await liveExamWorld(t);
  sitters = await startedSitters(t, w, SAVERS);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** The stored answers of the sitters to one question, by attempt. */
async function storedFor(questionId: string): Promise<Map<string, string[]>> {
  const rows = await t.ctx.db
    .select({
      attemptId: examAnswers.attemptId,
      questionId: examAnswers.questionId,
      answer: examAnswers.answer,
    })
    .from(examAnswers)
    .where(
      inArray(
        examAnswers.attemptId,
        sitters.map((s) => s.attemptId),
      ),
    );
  return new Map(rows.filter((r) => r.questionId === questionId).map((r) => [r.attemptId, r.answer]));
}

describe('batch poisoning under 300 concurrent savers', () => {
  it('refuses each poisoned save with 400 and its message; every other save is acknowledged and stored', async () => {
    const save = answerSaver(t);
    const mcq = w.questionIds[0]!;
    const paragraph = w.questionIds[4]!;
    const now = Date.now();
    // Values that reached a batch before and failed it: out-of-range times, NUL bytes and lone
    // surrogates in the answer and in an attachment's name, type and key.
    const attachment = { name: 'photo.png', key: 'uploads/a.png', type: 'image/png' };
    const poisons: [string, AddAnswerBody][] = [
      ['a time of -1e20', { questionId: mcq, answer: ['4'], timestamp: -1e20 }],
      ['a time of 1e20', { questionId: mcq, answer: ['4'], timestamp: 1e20 }],
      ['a NUL in the answer', { questionId: mcq, answer: ['4\u0000'], timestamp: now }],
      ['a lone surrogate in the answer', { questionId: paragraph, answer: ['\uD800 light'], timestamp: now }],
      [
        'a NUL in an attachment name',
        { questionId: paragraph, answer: ['x'], timestamp: now, extra: [{ ...attachment, name: 'a\u0000' }] },
      ],
      [
        'a lone surrogate in an attachment type',
        {
          questionId: paragraph,
          answer: ['x'],
          timestamp: now,
          extra: [{ ...attachment, type: 'image/\uDFFF' }],
        },
      ],
      [
        'a NUL in an attachment key',
        {
          questionId: paragraph,
          answer: ['x'],
          timestamp: now,
          extra: [{ ...attachment, key: 'uploads/\u0000' }],
        },
      ],
    ];
    const poisonedAt = (index: number) =>
      index % 10 === 3 ? poisons[((index / 10) % poisons.length) | 0] : null;
    const target = answerTo(w.examId, w.groupId);

    // Every sitter sends two saves at once (a choice: one statement; a written answer: read, then
    // compare-and-set); one in ten sends a poisoned one instead of the written answer.
    const calls = sitters.flatMap((s, index) => {
      const poison = poisonedAt(index);
      return [
        save(target, s.session, { questionId: mcq, answer: ['4'], timestamp: now + index }).then((res) => ({
          index,
          kind: 'choice' as const,
          res,
        })),
        save(
          target,
          s.session,
          poison
            ? poison[1]
            : { questionId: paragraph, answer: [`Light makes sugar ${index}`], timestamp: now },
        ).then((res) => ({ index, kind: poison ? ('poison' as const) : ('written' as const), res })),
      ];
    });
    const results = await Promise.all(calls);

    const poisoned = results.filter((r) => r.kind === 'poison');
    expect(poisoned.length).toBe(SAVERS / 10);
    for (const { index, res } of poisoned) {
      const what = `${poisonedAt(index)![0]}: ${res.status} ${JSON.stringify(res.body)}`;
      expect(res.status, what).toBe(400);
      expect(res.body.errors?.title || res.body.errors?.message, what).toBeTruthy();
    }
    const others = results.filter((r) => r.kind !== 'poison');
    const failed = others.filter((r) => r.res.status !== 200);
    expect(failed.map((r) => `${r.kind} ${r.index}: ${r.res.status} ${JSON.stringify(r.res.body)}`)).toEqual(
      [],
    );

    const choices = await storedFor(mcq);
    const written = await storedFor(paragraph);
    sitters.forEach((s, index) => {
      expect(choices.get(s.attemptId), `choice of sitter ${index}`).toEqual(['4']);
      if (poisonedAt(index)) {
        // The poisoned save stored nothing (a poisoned choice is on the written question's key or
        // on the choice the sitter also saved well).
        if (poisonedAt(index)![1].questionId === paragraph) expect(written.get(s.attemptId)).toBeUndefined();
      } else
        expect(written.get(s.attemptId), `written answer of sitter ${index}`).toEqual([
          `Light makes sugar ${index}`,
        ]);
    });
  }, 120_000);

  it("fails only the row the database refuses when it shares batches with 300 students' saves", async () => {
    const save = answerSaver(t);
    const checkbox = w.questionIds[1]!;
    const shortAns = w.questionIds[3]!;
    const writer = examServices(t.ctx).writer;
    expect(writer).toBeInstanceOf(AnswerWriter);
    const target = answerTo(w.examId, w.groupId);
    const now = Date.now();
    // A row only the database refuses (the route would stop it): handed to the app's own writer, so
    // it joins the batches of the saves coming through the API at the same time.
    const poisonRow = (s: (typeof sitters)[number], index: number): AnswerWrite => ({
      attemptId: s.attemptId,
      studentId: s.id,
      groupId: w.groupId,
      questionId: shortAns,
      type: 'shortAns',
      multipleTimesSubmission: true,
      answer: [index % 2 ? 'Dha\u0000ka' : '\uD800Dhaka'],
      extra: [],
      clientTs: now,
      receivedAt: new Date(),
      offline: false,
    });
    const poisoned = new Set(sitters.map((_, index) => index).filter((index) => index % 10 === 7));
    const direct: Promise<string>[] = [];
    const calls = sitters.map((s, index) => {
      // Spread over the burst: each poisoned row is queued as its sitter's neighbour's save is sent.
      if (poisoned.has(index)) {
        direct.push(
          new Promise<string>((resolve) => setImmediate(resolve, '')).then(() =>
            writer.write(poisonRow(s, index)).then(
              (outcome) => `unexpected: ${outcome}`,
              (error: Error) => `refused: ${error.message}`,
            ),
          ),
        );
      }
      return Promise.all([
        save(target, s.session, { questionId: checkbox, answer: ['2', '3'], timestamp: now }),
        poisoned.has(index)
          ? null
          : save(target, s.session, { questionId: shortAns, answer: [`Dhaka ${index}`], timestamp: now }),
      ]);
    });
    const [results, refused] = await Promise.all([Promise.all(calls), Promise.all(direct)]);

    expect(refused).toHaveLength(poisoned.size);
    for (const outcome of refused) expect(outcome).toMatch(/^refused: /);
    const failed = results.flatMap(([a, b], index) =>
      [a, b]
        .filter((r) => r && r.status !== 200)
        .map((r) => `${index}: ${r!.status} ${JSON.stringify(r!.body)}`),
    );
    expect(failed).toEqual([]);
    const boxes = await storedFor(checkbox);
    const shorts = await storedFor(shortAns);
    sitters.forEach((s, index) => {
      expect(boxes.get(s.attemptId), `checkbox of sitter ${index}`).toEqual(['2', '3']);
      expect(shorts.get(s.attemptId), `short answer of sitter ${index}`).toEqual(
        poisoned.has(index) ? undefined : [`Dhaka ${index}`],
      );
    });
  }, 120_000);

  it('keeps the exam usable: a sitter whose save was poisoned saves again', async () => {
    const save = answerSaver(t);
    const s = sitters[3]!;
    const res = await save(answerTo(w.examId, w.groupId), s.session, {
      questionId: w.questionIds[4]!,
      answer: ['A clean answer'],
      timestamp: Date.now(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await storedFor(w.questionIds[4]!)).get(s.attemptId)).toEqual(['A clean answer']);
  });
});
