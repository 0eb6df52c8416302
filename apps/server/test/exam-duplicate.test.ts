import {
  examAuthoringRoutes as authoring,
  type ExamPageRow,
  examStaffRoutes,
  type StaffExamView,
} from '@lms/domain/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examAttempts } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { caller, liveExamWorld, sitByTitle, student } from './exams-fixtures';
import { appWithAdmin, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let controller: string;
let world: Awaited<ReturnType<typeof liveExamWorld>>;
const key = () => `dup-${Math.random().toString(36).slice(2, 12)}`;

beforeAll(async () => {
  ({ t } = await appWithAdmin());
  call = caller(t);
  controller = await staffSession(t.app, ['examModerator']);
  world = await liveExamWorld(t, {
    exam: { title: 'Chemistry weekly', shuffleQuestions: true, negativeMarking: 'fraction', passMark: 33 },
  });
  // The original has an attempt and is given to a group: the copy must have neither.
  await sitByTitle(t, world, world.me.session, {});
});
afterAll(() => t.close());

async function examOf(examId: string): Promise<StaffExamView> {
  const res = await call(examStaffRoutes.getExam, { params: { examId } }, controller);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

function duplicate(examId: string, requestKey: string, session = controller) {
  return call(authoring.duplicateExam, { params: { examId }, body: { requestKey } }, session);
}

/** What an exam's paper and settings are, without what makes it this exam. */
const paperOf = (e: StaffExamView) => {
  const { _id: _i, title: _t, version: _v, assignments: _a, ...rest } = e;
  return rest;
};

describe('duplicating an exam', () => {
  it('makes a draft copy with the same settings and paper, no groups, attempts or results', async () => {
    const res = await duplicate(world.examId, key());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copyId = res.body.data._id;
    expect(copyId).not.toBe(world.examId);
    const [original, copy] = [await examOf(world.examId), await examOf(copyId)];
    expect(copy.title).toBe('Chemistry weekly (copy)');
    expect(paperOf(copy)).toEqual(paperOf(original));
    expect(copy.questions.map((q) => q._id)).toEqual(world.questionIds);
    expect(copy.negativeMarking).toBe('fraction');
    expect(copy.passMark).toBe(33);
    expect(original.assignments).toHaveLength(1);
    expect(copy.assignments).toEqual([]);
    const [attempts] = await t.ctx.db
      .select({ n: count() })
      .from(examAttempts)
      .where(eq(examAttempts.examId, copyId));
    expect(attempts!.n).toBe(0);
    const page = await call(
      authoring.pageExams,
      { query: { search: 'Chemistry weekly (copy)' } },
      controller,
    );
    const items = (page.body.data as { items: ExamPageRow[] }).items;
    expect(items.map((e) => [e._id, e.status])).toContainEqual([copyId, 'draft']);
  });

  it('makes one copy for a request key sent twice, and a new one for a new key', async () => {
    const requestKey = key();
    const [first, second] = await Promise.all([
      duplicate(world.examId, requestKey),
      duplicate(world.examId, requestKey),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data._id).toBe(first.body.data._id);
    const again = await duplicate(world.examId, requestKey);
    expect(again.body.data._id).toBe(first.body.data._id);
    const other = await duplicate(world.examId, key());
    expect(other.body.data._id).not.toBe(first.body.data._id);
  });

  it('is audited', async () => {
    const res = await duplicate(world.examId, key());
    await auditWritesSettled(t.ctx);
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.data._id));
    expect(entries.map((e) => e.action)).toEqual(['duplicateExam']);
  });

  it('answers 404 for an unknown exam, 400 for a bad id or key, and refuses other roles', async () => {
    expect((await duplicate('00000000-0000-4000-8000-000000000000', key())).status).toBe(404);
    const badId = await duplicate('nope', key());
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('examId');
    expect((await duplicate(world.examId, 'short')).status).toBe(400);
    expect(
      (await call(authoring.duplicateExam, { params: { examId: world.examId }, body: { requestKey: key() } }))
        .status,
    ).toBe(401);
    const me = await student(t, [world.groupId]);
    expect((await duplicate(world.examId, key(), me.session)).status).toBe(403);
    for (const role of ['examiner', 'moderator', 'questionUploader', 'contentUploader', 'mentor'] as const) {
      const other = await staffSession(t.app, [role]);
      expect((await duplicate(world.examId, key(), other)).status, role).toBe(403);
    }
    const admin = await staffSession(t.app, ['admin']);
    expect((await duplicate(world.examId, key(), admin)).status).toBe(201);
  });
});
