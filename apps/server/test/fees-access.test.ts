import {
  contentRoutes,
  examRoutes,
  feesRoutes as fees,
  feesStudentRoutes,
  type Route,
  sealedExamRoutes,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, students, subjects } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { signInAsClient } from './contract-client';
import { addExam, addQuestions, assign, sampleQuestions } from './exams-fixtures';
import { admitThroughApi, as, feeWorld, formKey, samplePlan, sessions } from './fees-fixtures';
import { callAs } from './support/call-route';
import { signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Who may touch money (accountant and admin; a teacher sees none), what bad input gets (400, never
// 500), the student's own fees and the original client's C44/C45 calls, plans applied to students
// already admitted, and the hold policy at the content and exam checks.

let t: TestApp;
let admin: string;
let accountant: string;
let w: Awaited<ReturnType<typeof feeWorld>>;
const ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-28T06:00:00Z'));
  [admin, accountant] = await Promise.all([
    staffSession(t.app, ['admin']),
    staffSession(t.app, ['accountant']),
  ]);
  w = await feeWorld(t, 'Chattogram');
  expect((await as(t, accountant, fees.createPlan, { body: samplePlan(w.courseId) })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

/** A registered student of the fee world, signed in (our app's session). */
async function payingStudent() {
  const s = await admitThroughApi(t, admin, w);
  await t.ctx.db
    .update(students)
    .set({ passwordHash: await hashPassword('secret12'), registeredAt: new Date() })
    .where(eq(students.id, s.id));
  return { ...s, session: await signIn(t.app, s.phone) };
}

/** A call of a route with ids filled in and a plausible body: what the roles test sends. */
function anyCall(route: Route, session: string) {
  const path = route.path.replace(/:([A-Za-z]+)/g, ID);
  return t.app.inject({
    method: route.method,
    url: `/api${path}`,
    headers: { authorization: session },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('who may handle money', () => {
  it('refuses every fees route to a teacher, examiner, moderator and content uploader (403), and to no session (401)', async () => {
    const others = await sessions(t, [
      'mentor',
      'examiner',
      'moderator',
      'contentUploader',
      'examModerator',
      'questionUploader',
    ]);
    for (const route of Object.values(fees)) {
      for (const [role, session] of Object.entries(others))
        expect((await anyCall(route, session)).statusCode, `${role} ${route.path}`).toBe(403);
      expect((await anyCall(route, '')).statusCode, route.path).toBe(401);
    }
  });

  it('lets the accountant and admin read; only admin sets the hold policy', async () => {
    for (const session of [accountant, admin])
      expect((await as(t, session, fees.listPlans, { query: {} })).status).toBe(200);
    const policy = { enabled: false, overdueDays: 10, message: 'Pay please', messageBn: 'দয়া করে পরিশোধ করুন' };
    expect((await as(t, accountant, fees.setHoldPolicy, { body: policy })).status).toBe(403);
    expect((await as(t, admin, fees.setHoldPolicy, { body: policy })).status).toBe(200);
  });

  it('lets the accountant find a student and the courses, which the office needs for the counter and plans', async () => {
    const s = await admitThroughApi(t, admin, w, 'Counter Findme');
    const found = await as(t, accountant, fees.findStudents, { query: { search: 'Findme' } });
    expect(found.body.data).toEqual([
      { _id: s.id, name: 'Counter Findme', sid: expect.any(String), phone: s.phone },
    ]);
    const courses = await as(t, accountant, fees.courseChoices, {});
    expect(courses.body.data).toContainEqual({ _id: w.courseId, name: 'HSC Physics' });
  });

  it('gives a student only their own receipts, and no staff route', async () => {
    const a = await payingStudent();
    const b = await payingStudent();
    const paid = await as(t, accountant, fees.collect, {
      body: { studentId: a.id, amountPaisa: 10_000, method: 'cash', requestKey: formKey() },
    });
    const url = `/api/fees/receipts/${paid.body.data.receipt._id}/receipt.pdf`;
    const own = await t.app.inject({ method: 'GET', url, headers: { authorization: a.session } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: b.session } })).statusCode,
    ).toBe(404);
    expect((await anyCall(fees.listPlans, a.session)).statusCode).toBe(403);
  });
});

describe('bad input is a 400 with the reason', () => {
  it('refuses plans that do not add up, fractions of paisa, negative amounts and unknown courses', async () => {
    const bad = [
      samplePlan(w.courseId, { instalments: [{ amountPaisa: 100_000 }, { amountPaisa: 100_000 }] }),
      samplePlan(w.courseId, { courseFeePaisa: 1500.5 }),
      samplePlan(w.courseId, { admissionFeePaisa: -1 }),
      samplePlan(ID),
      samplePlan(w.courseId, { instalments: [{ dueOn: '2026-02-30' }] }),
    ];
    for (const body of bad) {
      const res = await as(t, accountant, fees.createPlan, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.title).toBeTruthy();
    }
  });

  it('refuses counter payments without a trx id for bKash, of zero, and for an unknown student', async () => {
    const s = await admitThroughApi(t, admin, w);
    const base = { studentId: s.id, amountPaisa: 10_000, method: 'cash' as const, requestKey: formKey() };
    expect((await as(t, accountant, fees.collect, { body: { ...base, method: 'bkashManual' } })).status).toBe(
      400,
    );
    expect((await as(t, accountant, fees.collect, { body: { ...base, amountPaisa: 0 } })).status).toBe(400);
    expect((await as(t, accountant, fees.collect, { body: { ...base, amountPaisa: 10.5 } })).status).toBe(
      400,
    );
    expect((await as(t, accountant, fees.collect, { body: { ...base, studentId: ID } })).status).toBe(404);
    expect((await as(t, accountant, fees.collect, { body: { ...base, dueId: ID } })).status).toBe(400);
    const noDues = await as(t, accountant, fees.giveDiscount, {
      params: { studentId: s.id },
      body: { courseId: w.courseId, kind: 'percent', reason: 'Merit' },
    });
    expect(noDues.status).toBe(400);
  });
});

describe("the student's fees", () => {
  it('shows our app the dues, instalments and receipts', async () => {
    const s = await payingStudent();
    await as(t, accountant, fees.collect, {
      body: { studentId: s.id, amountPaisa: 50_000, method: 'cash', requestKey: formKey() },
    });
    const mine = await callAs(t.app, feesStudentRoutes.myFees, {}, s.session);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ duePaisa: 300_000, creditPaisa: 0, hold: null });
    // The course's Pay pays the instalment due today, not the one a month ahead.
    expect(
      mine.body.data.dues.map((d: { label: string; openPaisa: number; payNow: boolean }) => [
        d.label,
        d.openPaisa,
        d.payNow,
      ]),
    ).toEqual([
      ['Admission fee', 0, false],
      ['Instalment 1', 150_000, true],
      ['Instalment 2', 150_000, false],
    ]);
    expect(mine.body.data.receipts).toHaveLength(1);
  });

  it('C44, C45: the original client reads the real due, receipt and payments in its wire form', async () => {
    const s = await payingStudent();
    const client = await signInAsClient(t.app, s.phone, 'secret12');
    const profile = (await client.get('/student/profile')).json().data;
    const body = { student: profile._id, course: w.courseId };
    const due = await client.post('/admission/due/data', body);
    expect(due.statusCode).toBe(200);
    expect(due.json()).toEqual({
      status: '200',
      data: { due_amount: 2000, transaction: expect.any(String), admission: w.courseId },
    });

    const paid = await as(t, accountant, fees.collect, {
      body: {
        studentId: s.id,
        courseId: w.courseId,
        amountPaisa: 150_050,
        method: 'bkashManual',
        trxId: 'BK12345',
        requestKey: formKey(),
      },
    });
    const receipt = (await client.post('/admission/receipt/data', body)).json();
    expect(receipt.status).toBe('200');
    expect(receipt.data).toMatchObject({
      studentName: 'Fee Student',
      serialNo: paid.body.data.receipt.serial,
      branch: 'Chattogram',
      assignedBatch: 'Batch A',
      enrolledCourse: 'HSC Physics',
      amount: 3500,
      discount: 0,
      paid: 1500.5,
      receivedAmount: 1500.5,
      dueAmount: 1999.5,
      dueDate: '28-11-2026',
      amountInWords: 'One Thousand Five Hundred Taka and Fifty Paisa',
      method: 'bkashManual',
      trxID: 'BK12345',
      books: [],
    });
    const payments = (await client.post('/admission/transactions/data', body)).json();
    expect(payments).toEqual({
      status: '200',
      data: [
        {
          _id: paid.body.data.receipt._id,
          serialNo: paid.body.data.receipt.serial,
          transaction: {
            amount: 1500.5,
            paymentMethod: 'bkashManual',
            trxID: 'BK12345',
            executeTime: expect.any(String),
          },
        },
      ],
    });
    const someoneElse = await client.post('/admission/due/data', { student: ID, course: w.courseId });
    expect(someoneElse.statusCode).toBe(403);
  });
});

describe('plans and the hold policy', () => {
  it('applies a changed plan to students admitted before only when staff ask, keeping paid dues', async () => {
    const course = await feeWorld(t, 'Sylhet');
    const plan = (await as(t, accountant, fees.createPlan, { body: samplePlan(course.courseId) })).body.data;
    const paid = await admitThroughApi(t, admin, course);
    const untouched = await admitThroughApi(t, admin, course);
    await as(t, accountant, fees.collect, {
      body: { studentId: paid.id, amountPaisa: 50_000, method: 'cash', requestKey: formKey() },
    });
    const changed = samplePlan(course.courseId, { admissionFeePaisa: 60_000, courseFeePaisa: 400_000 });
    expect(
      (await as(t, accountant, fees.updatePlan, { params: { planId: plan._id }, body: changed })).status,
    ).toBe(200);
    const before = await as(t, accountant, fees.studentLedger, { params: { studentId: untouched.id } });
    expect(before.body.data.duePaisa).toBe(350_000);
    const applied = await as(t, accountant, fees.applyPlan, { params: { planId: plan._id } });
    expect(applied.body.data).toMatchObject({ students: 2 });
    const after = await as(t, accountant, fees.studentLedger, { params: { studentId: untouched.id } });
    expect(after.body.data.duePaisa).toBe(460_000);
    const paidAfter = await as(t, accountant, fees.studentLedger, { params: { studentId: paid.id } });
    // The paid admission fee stays 500; the instalments follow the plan.
    expect(paidAfter.body.data.dues.map((d: { amountPaisa: number }) => d.amountPaisa)).toEqual([
      50_000, 200_000, 200_000,
    ]);
    expect(paidAfter.body.data.duePaisa).toBe(400_000);
  });

  it('holds content while a due is more than N days overdue, with the message, once enabled', async () => {
    const [subject] = await t.ctx.db
      .insert(subjects)
      .values({ courseId: w.courseId, name: 'Paper 1' })
      .returning();
    const [item] = await t.ctx.db
      .insert(contentItems)
      .values({ kind: 'lecture', subjectId: subject!.id, courseId: w.courseId, name: 'Lecture 1' })
      .returning();
    const s = await payingStudent();
    const lecture = () => callAs(t.app, contentRoutes.lecture, { params: { id: item!.id } }, s.session);
    expect((await lecture()).status).toBe(200);
    // A live exam of the student's group, open for a month: its starts are held too.
    const examId = await addExam(t, admin, {
      title: 'Held exam',
      questions: (await addQuestions(t, admin, sampleQuestions().slice(0, 1))).map((questionId) => ({
        questionId,
      })),
    });
    const now = t.clock.now().getTime();
    await assign(t, admin, examId, {
      groupId: w.groupId,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 30 * 86_400_000).toISOString(),
      duration: 60,
    });
    const exam = { params: { examId, groupId: w.groupId } };
    const policy = {
      enabled: true,
      overdueDays: 10,
      message: 'Please pay your overdue fee.',
      messageBn: 'বকেয়া পরিশোধ করুন।',
    };
    expect((await as(t, admin, fees.setHoldPolicy, { body: policy })).status).toBe(200);
    expect((await lecture()).status).toBe(200);
    t.clock.advance(11 * 86_400_000);
    try {
      const session = await signIn(t.app, s.phone);
      const held = await callAs(t.app, contentRoutes.lecture, { params: { id: item!.id } }, session);
      expect(held.status).toBe(403);
      expect(held.body.errors).toMatchObject({ code: 'feeHold', message: 'Please pay your overdue fee.' });
      for (const start of [examRoutes.start, sealedExamRoutes.startSealed]) {
        const refused = await callAs(t.app, start, exam, session);
        expect(refused.status, start.path).toBe(403);
        expect(refused.body.errors).toMatchObject({ code: 'feeHold' });
        expect(JSON.stringify(refused.body)).not.toMatch(/"key"/);
      }
      const mine = await callAs(t.app, feesStudentRoutes.myFees, {}, session);
      expect(mine.body.data.hold).toBe('Please pay your overdue fee.');
      const staffNow = await staffSession(t.app, ['admin']);
      await as(t, staffNow, fees.setHoldPolicy, { body: { ...policy, enabled: false } });
      expect((await callAs(t.app, contentRoutes.lecture, { params: { id: item!.id } }, session)).status).toBe(
        200,
      );
      const started = await callAs(t.app, sealedExamRoutes.startSealed, exam, session);
      expect(started.status).toBe(200);
      expect(started.body.data.sealed).toMatchObject({ key: expect.any(String) });
    } finally {
      t.clock.advance(-11 * 86_400_000);
    }
  });
});
