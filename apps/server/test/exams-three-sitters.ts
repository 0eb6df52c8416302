import { examRoutes, examStaffRoutes } from '@lms/domain/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { examServices } from '../src/modules/exams/exam-services';
import { answerAs, caller, endWindow, examInGroup, liveExamWorld, student } from './exams-fixtures';
import type { TestApp } from './support/test-app';

/** q1 (2 marks, key '4') and q2 (1 mark, key 'b'); a quarter of the point lost per wrong answer. */
export const twoQuestions = [
  { type: 'MCQ' as const, title: 'What is $2 + 2$?', options: ['3', '4', '5'], answer: ['4'], point: 2 },
  { type: 'MCQ' as const, title: 'Which letter?', options: ['a', 'b', 'c'], answer: ['b'], point: 1 },
];

/** The live exam of `twoQuestions` and the three students who sat it. */
export type ThreeSittersWorld = Awaited<ReturnType<typeof liveExamWorld>> & {
  sitters: { name: string; id: string; session: string; roll: string }[];
};

/**
 * A live exam of `twoQuestions` sat by three students: Asha 1.75 of 3 (q1 right, q2 'c' wrong), Babul
 * 0.5 (q1 wrong, q2 right), Chandra 0 (nothing answered); merit 1, 2, 3. Scored, and published (the
 * window closed first) unless `publish: false`.
 */
export async function threeSitters(
  t: TestApp,
  options: { publish?: boolean } = {},
): Promise<ThreeSittersWorld> {
  const call = caller(t);
  const w = await liveExamWorld(t, { questions: twoQuestions });
  const answers: [string, string | null, string | null][] = [
    ['Asha', '4', 'c'],
    ['Babul', '3', 'b'],
    ['Chandra', null, null],
  ];
  const sitters = [];
  for (const [name, a1, a2] of answers) {
    const s = await student(t, [w.groupId]);
    const updated = await t.ctx.db.execute(
      sql`update students set name = ${name} where id = ${s.id} returning sid`,
    );
    const roll = (updated as unknown as { rows: { sid: string }[] }).rows[0]!.sid;
    expect((await call(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
    if (a1) await answerAs(t, w, s.session, { questionId: w.questionIds[0]!, answer: [a1] });
    if (a2) await answerAs(t, w, s.session, { questionId: w.questionIds[1]!, answer: [a2] });
    expect((await call(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
    sitters.push({ name, ...s, roll });
  }
  await examServices(t.ctx).scorer.drain();
  if (options.publish !== false) {
    await endWindow(t, w);
    const published = await call(
      examStaffRoutes.publishResults,
      { params: { examId: w.examId }, body: { scope: 'exam' } },
      w.admin,
    );
    expect(published.body.data).toMatchObject({ published: 3, notified: 3 });
  }
  return { ...w, sitters };
}
