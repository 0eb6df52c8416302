// The original student client's Q&A, notification and admission calls (items C12, C36–C46 of docs/COMPATIBILITY.md), sent
// in its exact form against the demo institute.
import { notificationRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyResultsPublished } from '../src/modules/notifications/notify-events';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoContent } from '../src/seed/demo-content';
import { seedDemoNotifications } from '../src/seed/demo-notifications';
import { type DemoQa, seedDemoQa } from '../src/seed/demo-qa';
import { type OriginalClient, signInAsClient } from './contract-client';
import { callRoute } from './support/call-route';
import { staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const dataDir = tempDataDir();
let t: TestApp;
let qa: DemoQa;
let client: OriginalClient;
let forum: { courseId: string; subjectId: string; chapterId: string };

type Course = { _id: string; qa: string[]; subjects: { _id: string; chapters: { _id: string }[] }[] };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  const accounts = await seedDemoAccounts(t.ctx);
  await seedDemoContent(t.ctx, accounts);
  await seedDemoNotifications(t.ctx, accounts);
  qa = await seedDemoQa(t.ctx, accounts);
  client = await signInAsClient(t.app, DEMO.studentPhone, DEMO.studentPassword);
  const tree: Course[] = (await client.get('/student/courseByStudentWithSubjectAndChapter')).json().data;
  const course = tree.find((c) => c._id === qa.courseId)!;
  const subject = course.subjects.find((s) => s.chapters.length > 0)!;
  forum = { courseId: course._id, subjectId: subject._id, chapterId: subject.chapters[0]!._id };
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

/** Asks a question as the client does, with `studentId` from its stored student. */
async function ask(text: string, studentId: string | undefined = client.student.id) {
  return client.post('/qa/add-question', { studentId, ...forum, questionDescription: text, media: [] });
}

describe('the courses of My Q&A', () => {
  it('C12: qa is the array of forum subject ids: non-empty for the Q&A course, empty for others', async () => {
    const res = await client.get('/student/courseByStudentWithSubjectAndChapter');
    const tree: Course[] = res.json().data;
    const forumCourse = tree.find((c) => c._id === qa.courseId)!;
    expect(forumCourse.qa.length).toBeGreaterThan(0);
    expect(forumCourse.qa).toEqual(forumCourse.subjects.map((s) => s._id));
    for (const course of tree) {
      expect(Array.isArray(course.qa)).toBe(true);
      for (const subject of course.subjects) expect(Array.isArray(subject.chapters)).toBe(true);
    }
  });
});

describe('Q&A', () => {
  it('C36: add-question, bookmark and the bookmark list take the session student when the id is missing', async () => {
    const asked = await ask('Why is the sky blue?', undefined);
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().data._id;
    expect(asked.json().data.studentId._id).toBe(client.student.id);
    const marked = await client.post('/qa/student-bookmark-question', { questionId });
    expect(marked.statusCode).toBe(200);
    const listed = await client.get('/qa/get-bookmarked-questions/undefined');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContain(questionId);
    const reply = await client.post('/qa/add-comment', {
      questionId,
      userType: 'Student',
      reply: 'Rayleigh',
      media: [],
    });
    expect(reply.statusCode).toBe(201);
  });

  it("C36: another student's id is refused", async () => {
    const other = await signInAsClient(t.app, DEMO.noGroupPhone, DEMO.studentPassword);
    const res = await client.get(`/qa/get-bookmarked-questions/${other.student.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.title).toEqual(expect.any(String));
  });

  it("C37: POST /qa/search-questions with filter 'None' (the default) answers questions and totalRecords", async () => {
    for (const filter of ['None', '', 'Date', 'Popularity', 'My_Questions', 'My_Bookmarks']) {
      const res = await client.post('/qa/search-questions', {
        studentId: client.student.id,
        filter,
        courseId: forum.courseId,
        page: 1,
        limit: 10,
      });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json().data.questions)).toBe(true);
      expect(res.json().data.totalRecords).toEqual(expect.any(Number));
    }
    const none = await client.post('/qa/search-questions', {
      studentId: client.student.id,
      filter: 'None',
      courseId: forum.courseId,
      page: 1,
      limit: 10,
    });
    expect(none.json().data.totalRecords).toBeGreaterThan(0);
  });

  it('C38: question and comment objects have the fields the client reads', async () => {
    const question = (await client.get(`/qa/get-question/${qa.questionIds[0]}`)).json().data;
    expect(question).toMatchObject({
      _id: qa.questionIds[0],
      studentId: { _id: expect.any(String), name: expect.any(String) },
      courseId: expect.any(String),
      subjectId: expect.any(String),
      chapterId: expect.any(String),
      questionDescription: expect.any(String),
      createdAt: expect.any(String),
      status: expect.stringMatching(/^(OPEN|COMPLETED)$/),
      answers: expect.any(Number),
      likes: expect.any(Number),
      isLiked: expect.any(Boolean),
      isBookmarked: expect.any(Boolean),
    });
    expect(Array.isArray(question.media)).toBe(true);
    const comments = (await client.get(`/qa/get-comments/${qa.questionIds[0]}`)).json().data;
    expect(comments[0]).toMatchObject({
      _id: expect.any(String),
      questionId: qa.questionIds[0],
      userId: { _id: expect.any(String), name: expect.any(String) },
      userType: expect.stringMatching(/^(Student|Admin)$/),
      reply: expect.any(String),
      createdAt: expect.any(String),
      upvotes: expect.any(Number),
    });
    const keywords = await client.post('/qa/get-question-keyword', { searchString: 'a' });
    expect(keywords.statusCode).toBe(200);
    for (const k of keywords.json().data)
      expect(k).toMatchObject({ _id: expect.any(String), questionDescription: expect.any(String) });
    const subjects = (await client.get('/qa/get-subject-by-group-by-student')).json().data;
    expect(subjects).toContain(forum.subjectId);
    expect((await client.post('/qa/like-question', { questionId: qa.questionIds[0] })).statusCode).toBe(200);
  });

  it('C39: bookmarks come back as an array of question id strings, and toggle', async () => {
    const questionId = qa.questionIds[1]!;
    const before: string[] = (await client.get(`/qa/get-bookmarked-questions/${client.student.id}`)).json()
      .data;
    expect(before.every((id: unknown) => typeof id === 'string')).toBe(true);
    const first = await client.post('/qa/student-bookmark-question', {
      studentId: client.student.id,
      questionId,
    });
    expect(first.json().data.includes(questionId)).toBe(!before.includes(questionId));
    const second = await client.post('/qa/student-bookmark-question', {
      studentId: client.student.id,
      questionId,
    });
    expect(second.json().data.includes(questionId)).toBe(before.includes(questionId));
    const list = (await client.get(`/qa/get-bookmarked-questions/${client.student.id}`)).json().data;
    expect([...list].sort()).toEqual([...before].sort());
  });

  it('C40: upvotes come back as arrays of comment id strings, with updatedComment {_id, upvotes}', async () => {
    const questionId = qa.questionIds[0]!;
    const comments = (await client.get(`/qa/get-comments/${questionId}`)).json().data;
    const commentId = comments[0]._id;
    const before: string[] = (await client.get('/qa/get-upvotes')).json().data;
    expect(before.every((id: unknown) => typeof id === 'string')).toBe(true);
    const up = await client.post('/qa/upvote-answer', { commentId, questionId });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.comments.includes(commentId)).toBe(!before.includes(commentId));
    expect(up.json().data.comments.every((id: unknown) => typeof id === 'string')).toBe(true);
    expect(up.json().data.updatedComment).toMatchObject({ _id: commentId, upvotes: expect.any(Number) });
    const mine = (await client.get('/qa/get-upvotes')).json().data;
    expect(mine.includes(commentId)).toBe(!before.includes(commentId));
  });

  it('C41: asking, replying and editing answer data._id and the reply', async () => {
    const asked = await ask('What is the SI unit of charge?');
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().data._id;
    const edited = await client.patch('/qa/update-question', {
      studentId: client.student.id,
      questionId,
      ...forum,
      questionDescription: 'What is the SI unit of electric charge?',
      media: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.questionDescription).toBe('What is the SI unit of electric charge?');
    const reply = await client.post('/qa/add-comment', {
      questionId,
      userId: client.student.id,
      userType: 'Student',
      reply: 'Coulomb?',
      media: [],
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      status: '200',
      data: { _id: expect.any(String), reply: 'Coulomb?' },
    });
    const update = await client.patch('/qa/update-comment', {
      commentId: reply.json().data._id,
      userId: client.student.id,
      userType: 'Student',
      reply: 'The coulomb.',
      media: [],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.reply).toBe('The coulomb.');
  });
});

describe('notifications', () => {
  it('C42: PATCH /notification/seen/<id> and DELETE /notification/id/<id> answer 200', async () => {
    const [first, second] = (await client.get('/student/profile')).json().data.notifications;
    const seen = await client.patch(`/notification/seen/${first.notificationId._id}`);
    expect(seen.statusCode).toBe(200);
    const gone = await client.del(`/notification/id/${second.notificationId._id}`);
    expect(gone.statusCode).toBe(200);
    const after = (await client.get('/student/profile')).json().data.notifications;
    expect(
      after.find(
        (n: { notificationId: { _id: string } }) => n.notificationId._id === first.notificationId._id,
      ).isSeen,
    ).toBe(true);
    expect(
      after.some(
        (n: { notificationId: { _id: string } }) => n.notificationId._id === second.notificationId._id,
      ),
    ).toBe(false);
  });

  it("C43: a published result is on 'exam' with examResultId; a question-solve notice is on 'questionSolve'", async () => {
    const examId = crypto.randomUUID();
    await notifyResultsPublished(t.ctx, { examId, title: 'Weekly 1', isPracticeExam: true }, [
      { studentId: client.student.id, examResultId: 'result-1', groupId: 'group-1' },
    ]);
    const admin = await staffSession(t.app, ['admin']);
    const itemId = crypto.randomUUID();
    const sent = await callRoute(
      t.app,
      notificationRoutes.sendNotice,
      { body: { message: 'New solutions', studentId: client.student.id, on: 'questionSolve', id: itemId } },
      { token: admin },
    );
    expect(sent.statusCode).toBe(201);
    const list = (await client.get('/student/profile')).json().data.notifications;
    const infos = list.map(
      (n: { notificationId: { info: Record<string, unknown> } }) => n.notificationId.info,
    );
    expect(infos).toContainEqual(
      expect.objectContaining({ on: 'exam', id: examId, isPracticeExam: true, examResultId: 'result-1' }),
    );
    expect(infos).toContainEqual(expect.objectContaining({ on: 'questionSolve', id: itemId }));
    expect(infos.some((i: { on?: string }) => i.on === 'result' || i.on === 'question-solve')).toBe(false);
  });
});

describe('dues, receipts and payments (not supported yet)', () => {
  it('C44: POST /admission/due/data answers 200 {status: "200", data: null} (nothing due)', async () => {
    const profile = (await client.get('/student/profile')).json().data;
    const res = await client.post('/admission/due/data', {
      student: profile._id,
      course: profile.courses[0]._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: '200', data: null });
  });

  it('C45: the receipt page: receipt data null, transactions data []', async () => {
    const body = { student: client.student.id, course: forum.courseId };
    const receipt = await client.post('/admission/receipt/data', body);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toEqual({ status: '200', data: null });
    const payments = await client.post('/admission/transactions/data', body);
    expect(payments.json()).toEqual({ status: '200', data: [] });
  });

  it('C46: paying a due (SSLCommerz and bKash) is refused with 409 and the reason, never a redirect target', async () => {
    const profile = (await client.get('/student/profile')).json().data;
    // The client's body, as it sends it after a due was reported (it never is: C44).
    const body = {
      amount: 1500,
      discount: 0,
      init: 1500,
      paymentType: 'full',
      transaction: null,
      admission: null,
      student: profile._id,
      selectedCourse: forum.courseId,
      name: profile.name,
      phone: profile.username,
    };
    for (const path of ['/sslcommerz/init', '/bkash/create']) {
      const res = await client.post(path, body);
      expect(res.statusCode, path).toBe(409);
      const answer = res.json();
      expect(answer.status).toBe('409');
      // The client's error path shows errors.message; there is no data to redirect to.
      expect(answer.errors.message).toMatch(/Nothing is due on this course/);
      expect(answer.data).toBeUndefined();
      const signedOut = await t.app.inject({ method: 'POST', url: `/api${path}`, payload: body });
      expect(signedOut.statusCode, path).toBe(401);
      const bad = await client.post(path, { ...body, amount: { nested: true } });
      expect(bad.statusCode, path).toBe(400);
    }
    const due = await client.post('/admission/due/data', {
      student: client.student.id,
      course: forum.courseId,
    });
    expect(due.json().data).toBeNull();
  });
});
