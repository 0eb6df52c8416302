import { examRoutes, type Route, examStaffRoutes as staffRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import {
  addExam,
  addQuestions,
  answerAs,
  caller,
  examInGroup,
  liveExamWorld,
  MINUTE,
  sampleQuestions,
  student,
} from './exams-fixtures';
import { appWithAdmin, makeGroup, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let api: ReturnType<typeof caller>;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  call = caller(t);
  api = caller(t);
});
afterAll(() => t.close());

describe('question bank', () => {
  it('stores all five types with images, explanations and tags, as plain text with LaTeX', async () => {
    const uploader = await staffSession(t.app, ['questionUploader']);
    const subjectId = crypto.randomUUID();
    const res = await api(
      staffRoutes.createQuestion,
      {
        body: {
          type: 'MCQ',
          title: '  Which shape has area $a^2$?\r\nPick one.  ',
          options: ['exam/circle.svg', 'exam/square.svg', 'Neither'],
          optionType: { A: 'image', 1: 'image' },
          answer: ['exam/square.svg'],
          explanation: 'Four sides, $a < b$ is not needed',
          explanationExt: 'exam/square-explained.png',
          image: ['exam/shapes.png'],
          file: ['exam/shapes.pdf'],
          subjectId,
          tags: ['geometry', 'easy'],
          point: 2,
        },
      },
      uploader,
    );
    expect(res.status).toBe(201);
    // Image options are named by index and by value (the original student client looks them up by value).
    expect(JSON.parse(res.body.data.optionType)).toEqual({
      0: 'image',
      1: 'image',
      'exam/circle.svg': 'image',
      'exam/square.svg': 'image',
    });
    expect(res.body.data).toMatchObject({
      type: 'MCQ',
      title: 'Which shape has area $a^2$?\nPick one.',
      explanation: 'Four sides, $a < b$ is not needed',
      image: ['exam/shapes.png'],
      subjectId,
      tags: ['geometry', 'easy'],
      point: 2,
    });
    for (const q of sampleQuestions())
      expect((await api(staffRoutes.createQuestion, { body: q as never }, uploader)).status).toBe(201);
    const found = await api(staffRoutes.searchQuestions, { query: { subjectId } }, uploader);
    expect(found.body.data.map((q: { _id: string }) => q._id)).toEqual([res.body.data._id]);
    expect(
      (await api(staffRoutes.searchQuestions, { query: { tag: 'geometry', type: 'MCQ' } }, uploader)).body
        .data,
    ).toHaveLength(1);
    expect(
      (await api(staffRoutes.searchQuestions, { query: { search: 'capital' } }, uploader)).body.data,
    ).toHaveLength(1);
    expect(
      (await api(staffRoutes.getQuestion, { params: { questionId: res.body.data._id } }, uploader)).body.data
        .answer,
    ).toEqual(['exam/square.svg']);
  });

  it('refuses questions that break the rules of their type', async () => {
    const bad = [
      { type: 'MCQ', title: 'x', options: ['a'], answer: ['a'] },
      { type: 'MCQ', title: 'x', options: ['a', 'b'], answer: ['c'] },
      { type: 'MCQ', title: 'x', options: ['a', 'b'], answer: ['a', 'b'] },
      { type: 'MCQ', title: 'x', options: ['a', 'a'], answer: ['a'] },
      { type: 'checkbox', title: 'x', options: ['a', 'b'], answer: [] },
      { type: 'MCA', title: 'x', options: ['a', 'b'], answer: ['true'] },
      { type: 'MCA', title: 'x', options: ['a', 'b'], answer: ['true', 'maybe'] },
      { type: 'shortAns', title: 'x', options: ['a'] },
      { type: 'MCQ', title: '<script>x</script>', options: ['a', 'b'], answer: ['a'] },
      { type: 'MCQ', title: 'x', options: ['<b>a</b>', 'b'], answer: ['b'] },
      { type: 'MCQ', title: 'x', options: ['a', 'b'], answer: ['a'], optionType: { F: 'image' } },
      { type: 'MCQ', title: 'x', options: Array.from({ length: 12 }, (_, i) => `o${i}`), answer: ['o1'] },
      { type: 'essay', title: 'x' },
      { type: 'MCQ', title: 'x', options: ['a', 'b'], answer: ['a'], point: 0 },
    ];
    for (const q of bad) {
      const res = await api(staffRoutes.createQuestion, { body: q as never }, admin);
      expect(res.status, JSON.stringify(q)).toBe(400);
    }
    const eleven = Array.from({ length: 11 }, (_, i) => `o${i}`);
    expect(
      (
        await api(
          staffRoutes.createQuestion,
          {
            body: {
              type: 'MCQ',
              title: 'x',
              options: eleven,
              answer: ['o10'],
            },
          },
          admin,
        )
      ).status,
    ).toBe(201);
  });

  it('imports CSV and JSON files with a report per bad row', async () => {
    const csv = [
      'type,title,option_a,option_b,option_c,answer,image_options,explanation,tags,point',
      'MCQ,2+2?,3,4,5,B,,Add,math|easy,1',
      'checkbox,Primes?,2,3,4,A|B,,,,2',
      'MCA,Facts,Sun is a star,Moon is a planet,,true|false,,,,3',
      'MCQ,Bad key,1,2,,D,,,,1',
      'shortAns,Capital?,,,,Dhaka,,,,2',
      'MCQ,Picture,img/a.png,img/b.png,,A,A|B,,,1',
      'wrong,Whatever,,,,,,,,1',
      'MCQ,,1,2,,A,,,,1',
      'MCQ,Point,1,2,,A,,,,lots',
    ].join('\n');
    const res = await api(staffRoutes.importQuestions, { body: { format: 'csv', content: csv } }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(5);
    expect(res.body.data.errors.map((e: { row: number }) => e.row)).toEqual([5, 8, 9, 10]);
    expect(res.body.data.errors[0].message).toContain('key of an MCQ question');
    const made = await api(staffRoutes.getQuestion, { params: { questionId: res.body.data.ids[0] } }, admin);
    expect(made.body.data).toMatchObject({ answer: ['4'], tags: ['math', 'easy'], explanation: 'Add' });
    const picture = await api(
      staffRoutes.getQuestion,
      { params: { questionId: res.body.data.ids[4] } },
      admin,
    );
    expect(JSON.parse(picture.body.data.optionType)).toEqual({
      0: 'image',
      1: 'image',
      'img/a.png': 'image',
      'img/b.png': 'image',
    });

    const json = JSON.stringify([
      { type: 'paragraph', title: 'Essay' },
      { type: 'MCQ', title: 'No options' },
      { type: 'MCA', title: 'ok', options: ['x'], answer: ['false'] },
    ]);
    const fromJson = await api(
      staffRoutes.importQuestions,
      { body: { format: 'json', content: json } },
      admin,
    );
    expect(fromJson.body.data).toMatchObject({ created: 2, errors: [{ row: 2 }] });
    expect(
      (await api(staffRoutes.importQuestions, { body: { format: 'json', content: '{oops' } }, admin)).status,
    ).toBe(400);
    expect(
      (await api(staffRoutes.importQuestions, { body: { format: 'csv', content: 'title\nx' } }, admin))
        .status,
    ).toBe(400);
    expect(
      (await api(staffRoutes.importQuestions, { body: { format: 'xml' as never, content: 'x' } }, admin))
        .status,
    ).toBe(400);
  });

  it('corrects results when a key changes, and keeps questions in use from deletion', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    await call(examRoutes.start, examInGroup(w), w.me.session);
    await answerAs(t, w, w.me.session, {
      questionId: w.questionIds[0]!,
      answer: ['5'],
    });
    await call(examRoutes.submit, examInGroup(w), w.me.session);
    const before = await call(examRoutes.result, examInGroup(w), w.me.session);
    expect(before.body.data.examResult.marksObtained).toBe(-0.5);
    const fixed = await api(
      staffRoutes.updateQuestion,
      // the practice result changes: the re-score is confirmed (question-bank-rescore.test.ts)
      { params: { questionId: w.questionIds[0]! }, body: { answer: ['5'], confirmRescore: true } },
      admin,
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({
      answer: ['5'],
      options: ['3', '4', '5', '6'],
      explanation: 'Add them.',
    });
    // the re-score is a background job: the result changes once it has run
    await runRequestedRescores(t.ctx);
    const after = await call(examRoutes.result, examInGroup(w), w.me.session);
    expect(after.body.data.examResult.marksObtained).toBe(2);
    expect(
      (
        await api(
          staffRoutes.updateQuestion,
          { params: { questionId: w.questionIds[0]! }, body: { answer: ['9'] } },
          admin,
        )
      ).status,
    ).toBe(400);
    expect(
      (await api(staffRoutes.deleteQuestion, { params: { questionId: w.questionIds[0]! } }, admin)).status,
    ).toBe(409);
    const [spare] = await addQuestions(t, admin, [sampleQuestions()[0]!]);
    expect((await api(staffRoutes.deleteQuestion, { params: { questionId: spare! } }, admin)).status).toBe(
      200,
    );
    expect((await api(staffRoutes.getQuestion, { params: { questionId: spare! } }, admin)).status).toBe(404);
  });
});

describe('exam authoring and schedules', () => {
  it('creates exams with plain-text instructions (line breaks and LaTeX kept, markup converted) and checks their questions', async () => {
    const ids = await addQuestions(t, admin, sampleQuestions());
    const res = await api(
      staffRoutes.createExam,
      {
        body: {
          title: 'Chemistry',
          instruction:
            'Rules:\r\n1. No phones\n2. Area is $\\pi r^2$<script>alert(1)</script><iframe src="x"></iframe>',
          questions: [{ questionId: ids[0]!, point: 5 }, { questionId: ids[1]! }],
          negativeMarkPerQuestion: 0.5,
          passMark: 33,
          shuffleQuestions: true,
        },
      },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      instruction: 'Rules:\n1. No phones\n2. Area is $\\pi r^2$',
      totalMarks: 7,
      negativeMarkPerQuestion: 0.5,
      passMark: 33,
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    expect(res.body.data.questions.map((q: { point: number }) => q.point)).toEqual([5, 2]);
    const fromHtml = await api(
      staffRoutes.createExam,
      {
        body: {
          title: 'Old HTML instruction',
          passMark: 40,
          instruction: '<h3>Rules</h3><p>Be on time &amp; calm</p><img src=x onerror=alert(1)>',
          questions: [{ questionId: ids[0]! }],
        },
      },
      admin,
    );
    expect(fromHtml.body.data.instruction).toBe('Rules\nBe on time & calm');
    expect(
      (
        await api(
          staffRoutes.createExam,
          {
            body: {
              title: 'x',
              passMark: 40,
              questions: [{ questionId: crypto.randomUUID() }],
            },
          },
          admin,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api(
          staffRoutes.createExam,
          {
            body: {
              title: 'x',
              passMark: 40,
              questions: [{ questionId: ids[0]! }, { questionId: ids[0]! }],
            },
          },
          admin,
        )
      ).status,
    ).toBe(400);
    expect((await api(staffRoutes.createExam, { body: { title: 'x', passMark: 120 } }, admin)).status).toBe(
      400,
    );
    const segmentedWithoutSubjects = await api(
      staffRoutes.createExam,
      {
        body: {
          title: 'x',
          passMark: 40,
          isSegmentedExam: true,
          segmentedExamDetails: {
            mandatorySubjects: [{ subjectId: crypto.randomUUID(), count: 1 }],
            totalSubjects: 1,
            totalQuestions: 1,
          },
          questions: [{ questionId: ids[0]! }],
        },
      },
      admin,
    );
    expect(segmentedWithoutSubjects.status).toBe(400);
    const changed = await api(
      staffRoutes.updateExam,
      {
        params: { examId: res.body.data._id },
        body: {
          title: 'Chemistry 2',
          questions: [{ questionId: ids[2]! }],
        },
      },
      admin,
    );
    expect(changed.body.data).toMatchObject({ title: 'Chemistry 2', totalMarks: 3, version: 2 });
    expect(
      (await api(staffRoutes.listExams, {}, admin)).body.data.some(
        (e: { _id: string }) => e._id === res.body.data._id,
      ),
    ).toBe(true);
  });

  it('checks schedules and moves open deadlines when the window changes', async () => {
    const w = await liveExamWorld(t);
    const now = t.clock.now().getTime();
    const assign = (body: object) =>
      api(staffRoutes.assignExam, { params: { examId: w.examId }, body: body as never }, admin);
    const g = await makeGroup(t.ctx);
    expect((await assign({ groupId: g, startsAt: new Date(now).toISOString(), duration: 30 })).status).toBe(
      400,
    );
    expect(
      (
        await assign({
          groupId: g,
          startsAt: new Date(now).toISOString(),
          endsAt: new Date(now - 1).toISOString(),
          duration: 30,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await assign({
          groupId: crypto.randomUUID(),
          startsAt: new Date(now).toISOString(),
          endsAt: new Date(now + MINUTE).toISOString(),
          duration: 30,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await assign({
          groupId: w.groupId,
          startsAt: new Date(now).toISOString(),
          endsAt: new Date(now + MINUTE).toISOString(),
          duration: 30,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await assign({
          groupId: g,
          startsAt: 'tomorrow',
          endsAt: new Date(now + MINUTE).toISOString(),
          duration: 30,
        })
      ).status,
    ).toBe(400);

    await call(examRoutes.start, examInGroup(w), w.me.session);
    const moved = await api(
      staffRoutes.updateAssignment,
      {
        params: { examId: w.examId, groupId: w.groupId },
        body: { endsAt: new Date(now + 10 * MINUTE).toISOString() },
      },
      admin,
    );
    expect(moved.status).toBe(200);
    const [attempt] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, w.me.id));
    expect(attempt!.deadlineAt.getTime()).toBe(now + 10 * MINUTE);
    t.clock.advance(11 * MINUTE);
    const late = await answerAs(t, w, w.me.session, {
      questionId: w.questionIds[0]!,
      answer: ['4'],
    });
    expect(late.status).toBe(409);
    t.clock.advance(-11 * MINUTE);

    // practice exams have no end
    const practice = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const entry = (
      await call(examRoutes.group, { params: { groupId: practice.groupId } }, practice.me.session)
    ).body.data.exams[0];
    expect(entry.endsAt).toBeNull();
    expect(entry.examId.isPracticeExam).toBe(true);
  });

  it('refuses giving a window that closes before now, or moving one not open yet there; an opened one may close', async () => {
    const w = await liveExamWorld(t);
    const now = t.clock.now().getTime();
    const g = await makeGroup(t.ctx);
    const past = await api(
      staffRoutes.assignExam,
      {
        params: { examId: w.examId },
        body: {
          groupId: g,
          startsAt: '2020-01-01T10:00:00.000Z',
          endsAt: '2020-01-01T12:00:00.000Z',
          duration: 30,
        },
      },
      admin,
    );
    expect(past.status).toBe(400);
    expect(past.body.errors.title).toBe('The exam would close before now: no student could sit it');
    const open = await api(
      staffRoutes.assignExam,
      {
        params: { examId: w.examId },
        body: {
          groupId: g,
          startsAt: new Date(now - 60 * MINUTE).toISOString(),
          endsAt: new Date(now + MINUTE).toISOString(),
          duration: 30,
        },
      },
      admin,
    );
    expect(open.status).toBe(201);

    const patch = (groupId: string, body: object) =>
      api(
        staffRoutes.updateAssignment,
        { params: { examId: w.examId, groupId }, body: body as never },
        admin,
      );
    // A window not open yet cannot be moved into the past.
    const later = await makeGroup(t.ctx);
    const scheduled = {
      groupId: later,
      startsAt: new Date(now + 60 * MINUTE).toISOString(),
      endsAt: new Date(now + 120 * MINUTE).toISOString(),
      duration: 30,
    };
    expect(
      (await api(staffRoutes.assignExam, { params: { examId: w.examId }, body: scheduled }, admin)).status,
    ).toBe(201);
    const moved = await patch(later, {
      startsAt: new Date(now - 120 * MINUTE).toISOString(),
      endsAt: new Date(now - 60 * MINUTE).toISOString(),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.title).toBe('The exam would close before now: no student could sit it');

    // A window that opened may close before now (the exam ends), and stays editable once it closed.
    t.clock.advance(2 * MINUTE);
    expect((await patch(g, { cutMarks: 10 })).status).toBe(200);
    expect((await patch(g, { endsAt: open.body.data.endsAt, duration: 40 })).status).toBe(200);
    expect((await patch(g, { endsAt: new Date(now + 90_000).toISOString() })).status).toBe(200);
    expect((await patch(g, { endsAt: new Date(now + 10 * MINUTE).toISOString() })).status).toBe(200);
    t.clock.advance(-2 * MINUTE);
  });

  it('refuses staff calls by role', async () => {
    const w = await liveExamWorld(t);
    const s = await student(t, [w.groupId]);
    const uploader = await staffSession(t.app, ['questionUploader']);
    const examiner = await staffSession(t.app, ['examiner']);
    const moderator = await staffSession(t.app, ['moderator']);
    const mentor = await staffSession(t.app, ['mentor']);
    const examBody = { title: 'x' };
    const schedule = {
      groupId: await makeGroup(t.ctx),
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + MINUTE).toISOString(),
      duration: 10,
    };
    const exam = { examId: w.examId };
    const cases: [string, Route, object, number][] = [
      [s.session, staffRoutes.searchQuestions, {}, 403],
      ['', staffRoutes.searchQuestions, {}, 401],
      [mentor, staffRoutes.searchQuestions, {}, 403],
      [examiner, staffRoutes.createQuestion, { body: sampleQuestions()[0] }, 403],
      [uploader, staffRoutes.createExam, { body: examBody }, 403],
      [moderator, staffRoutes.createExam, { body: examBody }, 403],
      [examiner, staffRoutes.assignExam, { params: exam, body: schedule }, 403],
      [uploader, staffRoutes.listResults, { params: exam }, 403],
      [mentor, staffRoutes.publishResults, { params: exam, body: { groupId: w.groupId } }, 403],
      [uploader, staffRoutes.listWrittenAnswers, { params: exam }, 403],
      [s.session, staffRoutes.updateExam, { params: exam, body: { title: 'y' } }, 403],
    ];
    for (const [session, route, input, status] of cases) {
      const res = await api(route, input as never, session || undefined);
      expect(res.status, `${route.method} ${route.path}`).toBe(status);
    }
    expect((await api(staffRoutes.searchQuestions, {}, uploader)).status).toBe(200);
    expect(
      (await api(staffRoutes.assignExam, { params: { examId: w.examId }, body: schedule }, moderator)).status,
    ).toBe(201);
    expect((await api(staffRoutes.listResults, { params: { examId: w.examId } }, examiner)).status).toBe(200);
    const examModerator = await staffSession(t.app, ['examModerator']);
    expect(await addExam(t, examModerator, examBody)).toBeTruthy();
  });
});
