import { examRoutes, notificationRoutes, qaRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, examInGroup, liveExamWorld } from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Text the database cannot store (a NUL, a lone surrogate) and numbers out of any range must be a
// 400 at the door: a 500 would also fail the batch of other students' answers written with it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const broken = 'must not contain control characters or broken characters';

describe('hostile input is refused with 400, never 500', () => {
  it('refuses a hostile answer save and stores the normal one right after', async () => {
    const w = await liveExamWorld(t);
    const api = caller(t);
    const save = answerSaver(t);
    await api(examRoutes.start, examInGroup(w), w.me.session);
    const target = answerTo(w.examId, w.groupId);
    const q = w.questionIds[0]!;
    const written = w.questionIds[4]!;
    const hostile = [
      { questionId: q, answer: ['4'], timestamp: -1e20 },
      { questionId: q, answer: ['4'], timestamp: '99999999999999999999' },
      { questionId: q, answer: ['4\u0000'] },
      { questionId: q, answer: ['\uD800'] },
      { questionId: q, answer: ['\uDC00x'] },
      {
        questionId: written,
        answer: ['ok'],
        extra: [{ name: 'a\u0000.pdf', key: 'k', type: 'application/pdf' }],
      },
      {
        questionId: written,
        answer: ['ok'],
        extra: [{ name: 'a.pdf', key: 'k\uDBFF', type: 'application/pdf' }],
      },
    ];
    for (const body of hostile) {
      const res = await save(target, w.me.session, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.title).toBeTruthy();
    }
    const textRes = await save(target, w.me.session, { questionId: q, answer: ['\u0000'] });
    expect(JSON.stringify(textRes.body)).toContain(broken);

    const ts = t.clock.now().getTime();
    const ok = await save(target, w.me.session, { questionId: q, answer: ['4'], timestamp: ts });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // A paired surrogate (an emoji) is fine text.
    const emoji = await save(target, w.me.session, { questionId: w.questionIds[3]!, answer: ['Dhaka 😀'] });
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(200);
    const paper = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    const answers = new Map(
      paper.answers.map((a: { questionId: string; answer: string[] }) => [a.questionId, a.answer]),
    );
    expect(answers.get(q)).toEqual(['4']);
    expect(answers.get(w.questionIds[3])).toEqual(['Dhaka 😀']);
  });

  it('refuses NUL and lone surrogates on the Q&A, staff and notice routes', async () => {
    const w = await liveExamWorld(t);
    const api = caller(t);
    const admin = await staffSession(t.app, ['admin']);
    const ask = await api(
      qaRoutes.addQuestion,
      {
        body: {
          studentId: w.me.id,
          courseId: crypto.randomUUID(),
          subjectId: crypto.randomUUID(),
          chapterId: crypto.randomUUID(),
          questionDescription: 'why\u0000?',
        },
      },
      w.me.session,
    );
    expect(ask.status).toBe(400);
    expect(JSON.stringify(ask.body)).toContain(broken);

    const admit = await api(
      staffRoutes.admitStudent,
      { body: { name: 'Rahim\u0000', sid: 'R-1', phone: '01711111111' } },
      admin,
    );
    expect(admit.status).toBe(400);
    expect(JSON.stringify(admit.body)).toContain(broken);

    const notice = (message: string) =>
      api(notificationRoutes.sendNotice, { body: { message, groupId: w.groupId } }, admin);
    const lone = await notice('Hello \uD800');
    expect(lone.status).toBe(400);
    expect(JSON.stringify(lone.body)).toContain(broken);
    expect((await notice('Hello')).status).toBe(201);
  });
});
