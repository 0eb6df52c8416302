import {
  type AuditEntry,
  auditRoutes,
  examStaffRoutes,
  qaStaffRoutes,
  smsRoutes,
  staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { addQuestions, liveExamWorld, sampleQuestions } from './exams-fixtures';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { createTestApp, type TestApp } from './support/test-app';

// Writes whose audit entry keeps what the record was before them, so the log can say what changed:
// staff accounts, bank questions deleted, re-scores queued, the forum's staff edits and mentors'
// subjects, and SMS opt-outs removed.

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: { id: string; session: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await staffIn(t, ['admin']);
});
afterAll(() => t.close());

/**
 * The entries of one route so far, newest first, once every entry being written is in (the section
 * tells apart routes of one name: the bank's and the forum's deleteQuestion).
 */
async function entriesOf(action: string, section?: string): Promise<AuditEntry[]> {
  await auditWritesSettled(t.ctx);
  const query = { action, ...(section ? { section } : {}) };
  const res = await call(auditRoutes.listAudit, { query: query as never }, admin.session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as AuditEntry[];
}

/** The newest audit entry of one route. */
async function lastEntry(action: string, section?: string): Promise<AuditEntry> {
  const [entry] = await entriesOf(action, section);
  expect(entry, `an entry for ${action}`).toBeDefined();
  return entry!;
}

describe('the audit log keeps the before of', () => {
  it('a staff account renamed and given other roles', async () => {
    const examiner = await staffIn(t, ['examiner']);
    const res = await call(
      staffRoutes.updateStaff,
      { params: { staffId: examiner.id }, body: { name: 'Renamed Examiner', roles: ['examiner', 'mentor'] } },
      admin.session,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntry('updateStaff');
    expect(entry.before).toMatchObject({ _id: examiner.id, roles: ['examiner'], active: true });
    expect(entry.after).toMatchObject({ name: 'Renamed Examiner', roles: ['examiner', 'mentor'] });
  });

  it('a bank question deleted, and a re-score queued', async () => {
    const [questionId] = await addQuestions(t, admin.session, sampleQuestions().slice(0, 1));
    const deleted = await call(examStaffRoutes.deleteQuestion, { params: { questionId } }, admin.session);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const entry = await lastEntry('deleteQuestion', 'staff exams');
    expect(entry.path).toContain('/staff/questions/');
    expect(entry.before).toMatchObject({ _id: questionId, title: 'What is $2 + 2$?', point: 2 });

    const world = await liveExamWorld(t);
    const queued = await call(
      examStaffRoutes.queueRescore,
      { params: { examId: world.examId } },
      world.admin,
    );
    expect(queued.statusCode, queued.body).toBe(202);
    const rescore = await lastEntry('queueRescore');
    expect(rescore.before).toMatchObject({ examId: world.examId, state: 'idle', pending: false });
    expect(rescore.after).toMatchObject({ examId: world.examId, pending: true });
  });

  it("the forum's staff edits, status changes and deletions, and a mentor's subjects", async () => {
    const forum = await makeCourse(t.ctx, 'Audit Q&A', { Physics: ['Vectors'] });
    const asker = await studentIn(t, [await makeCourseGroup(t.ctx, forum.courseId)]);
    const asked = await askQuestion(
      t,
      asker,
      { course: forum, subject: 'Physics', chapter: 'Vectors' },
      'What is a vector, really?',
    );
    const questionId = asked.json().data._id as string;

    await call(
      qaStaffRoutes.editQuestion,
      { params: { questionId }, body: { questionDescription: 'What is a vector?' } },
      admin.session,
    );
    const edit = await lastEntry('editQuestion');
    expect(edit.before).toMatchObject({ description: 'What is a vector, really?', status: 'OPEN' });

    const replied = await call(
      qaStaffRoutes.reply,
      { params: { questionId }, body: { reply: 'A size and a direction.' } },
      admin.session,
    );
    expect(replied.statusCode, replied.body).toBe(201);
    const commentId = replied.json().data._id as string;
    await call(
      qaStaffRoutes.editComment,
      { params: { commentId }, body: { reply: 'A magnitude and a direction.' } },
      admin.session,
    );
    expect((await lastEntry('editComment')).before).toMatchObject({
      questionId,
      reply: 'A size and a direction.',
    });
    await call(
      qaStaffRoutes.setStatus,
      { params: { questionId }, body: { status: 'COMPLETED' } },
      admin.session,
    );
    expect((await lastEntry('setStatus')).before).toMatchObject({ status: 'OPEN' });
    await call(qaStaffRoutes.deleteComment, { params: { commentId } }, admin.session);
    expect((await lastEntry('deleteComment')).before).toMatchObject({
      reply: 'A magnitude and a direction.',
    });
    const removed = await call(qaStaffRoutes.deleteQuestion, { params: { questionId } }, admin.session);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lastEntry('deleteQuestion', 'qa staff')).before).toMatchObject({
      description: 'What is a vector?',
      status: 'COMPLETED',
    });

    const mentor = await staffIn(t, ['mentor']);
    const params = { staffId: mentor.id };
    const physics = forum.subjectIds.Physics!;
    await call(qaStaffRoutes.setMentorSubjects, { params, body: { subjectIds: [physics] } }, admin.session);
    expect((await lastEntry('setMentorSubjects')).before).toEqual({ subjectIds: [] });
    // The second change comes within the same millisecond as the first: found by what it did.
    await call(qaStaffRoutes.setMentorSubjects, { params, body: { subjectIds: [] } }, admin.session);
    const changes = await entriesOf('setMentorSubjects');
    const cleared = changes.find(
      (entry) => (entry.after as { subjectIds: string[] }).subjectIds.length === 0,
    );
    expect(cleared?.before).toEqual({ subjectIds: [physics] });
  });

  it('an SMS opt-out removed (and none when the number had none)', async () => {
    const phone = '01799000123';
    await call(smsRoutes.addSmsOptOut, { body: { phone, note: 'asked by the guardian' } }, admin.session);
    const removed = await call(smsRoutes.removeSmsOptOut, { params: { phone } }, admin.session);
    expect(removed.json().data).toEqual({ removed: true });
    expect((await lastEntry('removeSmsOptOut')).before).toMatchObject({
      phone,
      note: 'asked by the guardian',
    });

    await call(smsRoutes.removeSmsOptOut, { params: { phone } }, admin.session);
    // Two entries (written within the same millisecond, so found by what they say).
    const entries = await entriesOf('removeSmsOptOut');
    expect(entries).toHaveLength(2);
    const again = entries.find((entry) => (entry.after as { removed: boolean }).removed === false);
    expect(again?.before).toBeNull();
  });
});
