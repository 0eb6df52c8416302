import * as contract from '@lms/domain/contract';
import {
  accountRoutes,
  examRoutes,
  feesRoutes,
  feesStudentRoutes,
  guardianRoutes,
  notificationRoutes,
  paymentRoutes,
  profileRoutes,
  qaRoutes,
  type Route,
  scoreboardRoutes,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { recordPayment } from '../src/modules/fees/record-payment';
import {
  addExam,
  addQuestions,
  assign,
  caller,
  MINUTE,
  publishGroup,
  sampleQuestions,
  sitByTitle,
} from './exams-fixtures';
import { admitThroughApi, feeWorld, samplePlan } from './fees-fixtures';
import { guardianSession, newPhone, setGuardian, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// What a signed-in guardian sees of each child (the child's own published results, scoreboard, fees
// and receipts, notices), exactly as the child sees it; that the guardian can do nothing a student
// does; and that another family's child is not there at all.

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof feeWorld>>;
let examId: string;
let admin: string;
interface Child {
  id: string;
  phone: string;
  session: string;
}
let rafi: Child;
let nadia: Child;
let other: Child;
let guardian: string;
let paymentId: string;
const ID = '00000000-0000-4000-8000-000000000000';

/** A child admitted by the office (dues follow from the plan), registered and signed in. */
async function child(name: string): Promise<Child> {
  const s = await admitThroughApi(t, admin, w, name);
  await t.ctx.db
    .update(students)
    .set({ passwordHash: await hashPassword('secret12'), registeredAt: new Date() })
    .where(eq(students.id, s.id));
  return { ...s, session: await signIn(t.app, s.phone) };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-28T06:00:00Z'));
  call = caller(t);
  admin = await staffSession(t.app, ['admin']);
  w = await feeWorld(t);
  expect((await call(feesRoutes.createPlan, { body: samplePlan(w.courseId) }, admin)).status).toBe(201);
  [rafi, nadia, other] = [await child('Rafi Karim'), await child('Nadia Karim'), await child('Other Family')];

  const questionIds = await addQuestions(t, admin, sampleQuestions().slice(0, 2));
  examId = await addExam(t, admin, {
    title: 'Guardian view physics',
    instruction: '<p>Read</p>',
    questions: questionIds.map((questionId) => ({ questionId })),
  });
  const now = t.clock.now().getTime();
  await assign(t, admin, examId, {
    groupId: w.groupId,
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 120 * MINUTE).toISOString(),
    duration: 60,
  });
  const exam = { examId, groupId: w.groupId };
  await sitByTitle(t, exam, rafi.session, { 'What is $2 + 2$?': ['4'], 'Primes?': ['2', '3'] });
  await sitByTitle(t, exam, nadia.session, { 'What is $2 + 2$?': ['4'] });
  await sitByTitle(t, exam, other.session, { 'Primes?': ['2', '3'] });
  await publishGroup(t, { ...exam, admin });

  ({
    receipt: { _id: paymentId },
  } = await recordPayment(t.ctx, {
    studentId: rafi.id,
    courseId: w.courseId,
    amountPaisa: 50_000,
    method: 'bkash',
    reference: `guardian-${rafi.id}`,
    gatewayTrxId: 'TRXG1',
  }));
  const notice = await call(
    notificationRoutes.sendNotice,
    { body: { message: 'Parents meeting on Friday', groupIds: [w.groupId] } },
    admin,
  );
  expect(notice.status).toBe(201);

  const guardianPhone = newPhone();
  await setGuardian(t.ctx, guardianPhone, rafi.id, nadia.id);
  await setGuardian(t.ctx, newPhone(), other.id);
  guardian = await guardianSession(t.app, guardianPhone);
});
afterAll(async () => {
  await t?.close();
});

const resultParams = (studentId: string) => ({ studentId, examId, groupId: w.groupId });

describe("each child's pages, as the child sees them", () => {
  it('lists both children with roll, branch and groups', async () => {
    const me = await call(guardianRoutes.me, {}, guardian);
    expect(me.status).toBe(200);
    expect(me.body.data.children).toEqual([
      expect.objectContaining({
        _id: nadia.id,
        name: 'Nadia Karim',
        groups: [{ _id: w.groupId, name: 'Batch A' }],
      }),
      expect.objectContaining({
        _id: rafi.id,
        name: 'Rafi Karim',
        branch: expect.objectContaining({ name: 'Dhaka Farmgate' }),
      }),
    ]);
  });

  it("answers each child's scoreboard (results and analytics) as the child's own", async () => {
    for (const c of [rafi, nadia]) {
      const own = await call(scoreboardRoutes.scoreboard, { query: {} }, c.session);
      const seen = await call(
        guardianRoutes.scoreboard,
        { params: { studentId: c.id }, query: {} },
        guardian,
      );
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual(own.body);
      expect(
        seen.body.data.results.examResult.map((r: { examId: { title: string } }) => r.examId.title),
      ).toEqual(['Guardian view physics']);
    }
    const marks = async (c: Child) =>
      (await call(guardianRoutes.scoreboard, { params: { studentId: c.id }, query: {} }, guardian)).body.data
        .results.examResult[0].marksObtained;
    expect(await marks(rafi)).toBe(4);
    expect(await marks(nadia)).toBe(2);
  });

  it("answers each child's result as the child's own", async () => {
    for (const c of [rafi, nadia]) {
      const own = await call(examRoutes.result, { params: { examId, groupId: w.groupId } }, c.session);
      const seen = await call(guardianRoutes.result, { params: resultParams(c.id) }, guardian);
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual(own.body);
      expect(seen.body.data.examResult.studentId).toBe(c.id);
    }
  });

  it("answers each child's dues and receipts as the child's own, and the receipt PDF", async () => {
    for (const c of [rafi, nadia]) {
      const own = await call(feesStudentRoutes.myFees, {}, c.session);
      const seen = await call(guardianRoutes.fees, { params: { studentId: c.id } }, guardian);
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual(own.body);
      expect(seen.body.data.dues.length).toBeGreaterThan(0);
    }
    const fees = await call(guardianRoutes.fees, { params: { studentId: rafi.id } }, guardian);
    expect(fees.body.data.receipts.map((r: { _id: string }) => r._id)).toEqual([paymentId]);

    const pdf = await call(
      guardianRoutes.receiptPdf,
      { params: { studentId: rafi.id, paymentId }, query: {} },
      guardian,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    // Rafi's receipt is not Nadia's.
    const crossed = await call(
      guardianRoutes.receiptPdf,
      { params: { studentId: nadia.id, paymentId }, query: {} },
      guardian,
    );
    expect(crossed.status).toBe(404);
  });

  it("answers the notices sent to a child's groups, not the child's other notifications", async () => {
    const own = await call(accountRoutes.profile, {}, nadia.session);
    const types = own.body.data.notifications.map(
      (n: { notificationId: { type: string } }) => n.notificationId.type,
    );
    expect(types).toContain('notification');
    const seen = await call(guardianRoutes.notices, { params: { studentId: nadia.id } }, guardian);
    expect(seen.status).toBe(200);
    expect(
      seen.body.data.map((n: { notificationId: { message: string } }) => n.notificationId.message),
    ).toContain('Parents meeting on Friday');
    expect(
      seen.body.data.every((n: { notificationId: { type: string } }) => n.notificationId.type === 'notice'),
    ).toBe(true);
  });
});

describe('another family', () => {
  it("answers 404 on every page of another family's child and of an unknown id", async () => {
    for (const studentId of [other.id, ID]) {
      const answers = [
        await call(guardianRoutes.scoreboard, { params: { studentId }, query: {} }, guardian),
        await call(guardianRoutes.result, { params: resultParams(studentId) }, guardian),
        await call(guardianRoutes.fees, { params: { studentId } }, guardian),
        await call(guardianRoutes.receiptPdf, { params: { studentId, paymentId }, query: {} }, guardian),
        await call(guardianRoutes.notices, { params: { studentId } }, guardian),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
      for (const a of answers) expect(JSON.stringify(a.body)).not.toContain('Other Family');
    }
  });

  it('answers 400 for a malformed child id, never 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/guardian/children/not-an-id/fees',
      headers: { authorization: guardian },
    });
    expect(res.statusCode).toBe(400);
  });
});

/** Every route of every table. */
const allRoutes: Route[] = Object.values(contract).flatMap((value) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((r) => typeof r === 'object' && r && 'access' in r)
    ? (Object.values(value) as Route[])
    : [],
);

describe('a guardian can do nothing a student or staff member does', () => {
  it('is refused (403) the student actions: exam start, answer, submit, Q&A, profile change, payment', async () => {
    const exam = { params: { examId, groupId: w.groupId } };
    const answers = [
      await call(examRoutes.start, exam, guardian),
      await call(
        examRoutes.addAnswer,
        { ...exam, body: { questionId: ID, answer: ['4'], timestamp: Date.now(), extra: [] } },
        guardian,
      ),
      await call(examRoutes.submit, exam, guardian),
      await call(
        qaRoutes.addQuestion,
        { body: { courseId: w.courseId, subjectId: ID, chapterId: ID, questionDescription: 'Why?' } },
        guardian,
      ),
      await call(profileRoutes.update, { body: { SSCGPA: 5 } }, guardian),
      await call(paymentRoutes.startPayment, { body: { provider: 'bkash', courseId: w.courseId } }, guardian),
      await call(feesStudentRoutes.myFees, {}, guardian),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // Nothing was started for either child.
    const attempts = await t.ctx.database.runner.query<{ n: number }>(
      `select count(*)::int as n from exam_attempts where exam_id = '${examId}'`,
    );
    expect(attempts[0]!.n).toBe(3);
  });

  it('is refused (403) every route of a student, of any signed-in account and of staff', async () => {
    const closed = allRoutes.filter((r) => ['student', 'signedIn', 'staff'].includes(r.access.who));
    expect(closed.length).toBeGreaterThan(100);
    for (const route of closed) {
      const res = await t.app.inject({
        method: route.method,
        url: `/api${route.path.replace(/:([A-Za-z]+)/g, ID).replace(/\*$/, 'x')}`,
        headers: { authorization: guardian },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });
});
