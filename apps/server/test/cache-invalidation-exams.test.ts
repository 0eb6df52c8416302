import { examRoutes, examStaffRoutes, staffContentRoutes } from '@lms/domain/contract';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_TOPIC, createRedisInvalidation, type Invalidation } from '../src/lib/invalidation';
import { deleteAttempt, findAttempt, insertAttempt } from '../src/modules/exams/attempt-repository';
import { answerAs, caller, examInGroup, liveExamWorld } from './exams-fixtures';
import { buildCatalog } from './support/content-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Another node is played by a second announcer on the same Redis (what it hears and says) plus direct
// database writes (what it changes).
const redisUrl = process.env.REDIS_URL;
let t: TestApp;
let otherNode: { bus: Invalidation; redis: Redis; heard: string[] } | undefined;
afterEach(async () => {
  await otherNode?.bus.close();
  otherNode?.redis.disconnect();
  otherNode = undefined;
  await t.close();
});

async function withOtherNode() {
  t = await createTestApp({ REDIS_URL: redisUrl! });
  const redis = new Redis(redisUrl!);
  const bus = createRedisInvalidation(redis);
  const heard: string[] = [];
  for (const topic of Object.values(CACHE_TOPIC))
    bus.subscribe(topic, (key) => heard.push(key === undefined ? topic : `${topic} ${key}`));
  otherNode = { bus, redis, heard };
  // Both subscriber connections settle before the first announcement.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return otherNode;
}

const soon = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

/** A retake on the other node: the attempt this node cached is deleted and a new one started. */
async function retakeElsewhere(examId: string, studentId: string) {
  const old = await findAttempt(t.ctx.db, examId, studentId);
  await deleteAttempt(t.ctx.db, examId, studentId);
  return insertAttempt(t.ctx.db, {
    examId,
    studentId,
    groupId: old!.groupId,
    seed: 'a1b2c3d4e5f60718',
    startedAt: t.clock.now(),
    deadlineAt: new Date(t.clock.now().getTime() + 3_600_000),
  });
}

describe('a retake made through another node', () => {
  it('does not make saves through this node fail: the new attempt is found and used', async () => {
    t = await createTestApp();
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const call = caller(t);
    expect((await call(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    const q = w.questionIds[0]!;
    expect((await answerAs(t, w, w.me.session, { questionId: q, answer: ['4'] })).status).toBe(200);

    const fresh = await retakeElsewhere(w.examId, w.me.id);
    const saved = await answerAs(t, w, w.me.session, { questionId: q, answer: ['3'] });
    expect(saved.status).toBe(200);
    const paper = await call(examRoutes.start, examInGroup(w), w.me.session);
    expect(paper.body.data.attempt?._id ?? fresh.id).toBe(fresh.id);
    const rows = await t.ctx.database.runner.query<{ attempt_id: string }>(
      'select attempt_id from exam_answers where attempt_id = $1',
      [fresh.id],
    );
    expect(rows.length).toBe(1);
  });
});

describe.skipIf(!redisUrl)('exam, content and subject caches across nodes', { timeout: 90_000 }, () => {
  it('announces exam, retake, grant and rename changes made here to every other node', async () => {
    const other = await withOtherNode();
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const call = caller(t);
    const renamed = await call(
      examStaffRoutes.updateExam,
      { params: { examId: w.examId }, body: { title: 'Renamed test' } },
      w.admin,
    );
    expect(renamed.status).toBe(200);
    expect(await soon(() => other.heard.includes(`exam ${w.examId}`))).toBe(true);

    await call(examRoutes.start, examInGroup(w), w.me.session);
    await call(examRoutes.submit, examInGroup(w), w.me.session);
    const retake = await call(
      examRoutes.retake,
      { params: { examId: w.examId, studentId: w.me.id }, query: { groupId: w.groupId } },
      w.me.session,
    );
    expect(retake.status).toBe(200);
    expect(await soon(() => other.heard.includes(`attempt ${w.examId}:${w.me.id}`))).toBe(true);

    const staff = await staffSession(t.app, ['admin']);
    const catalog = await buildCatalog(t.app, staff);
    const granted = await call(
      staffContentRoutes.grantItems,
      { params: { groupId: w.groupId }, body: { itemIds: [catalog.lectureIds[0]] } },
      staff,
    );
    expect(granted.status).toBe(200);
    expect(await soon(() => other.heard.includes(`groupContent ${w.groupId}`))).toBe(true);

    const subject = await call(
      staffContentRoutes.updateSubject,
      { params: { subjectId: catalog.subjectIds[0] }, body: { name: 'Mechanics' } },
      staff,
    );
    expect(subject.status).toBe(200);
    expect(await soon(() => other.heard.includes('subjectNames'))).toBe(true);
  });

  it('drops an exam changed on another node at once, not after 5 s', async () => {
    const other = await withOtherNode();
    const w = await liveExamWorld(t);
    const call = caller(t);
    const title = async () => {
      const res = await call(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
      return JSON.stringify(res.body.data);
    };
    expect(await title()).toContain('Physics live test'); // now cached on this node
    await t.ctx.database.runner.query(
      "update exams set title = 'Changed elsewhere', version = version + 1 where id = $1",
      [w.examId],
    );
    expect(await title()).not.toContain('Changed elsewhere');
    other.bus.publish(CACHE_TOPIC.exam, w.examId);
    expect(await soon(async () => (await title()).includes('Changed elsewhere'))).toBe(true);
  });

  it('drops subject names renamed on another node at once, not after a minute', async () => {
    const other = await withOtherNode();
    const w = await liveExamWorld(t);
    const staff = await staffSession(t.app, ['admin']);
    const catalog = await buildCatalog(t.app, staff);
    const subjectId = catalog.subjectIds[0];
    await t.ctx.database.runner.query(
      'update exams set subject_id = $1, version = version + 1 where id = $2',
      [subjectId, w.examId],
    );
    other.bus.publish(CACHE_TOPIC.exam, w.examId);
    const call = caller(t);
    const paper = async () =>
      JSON.stringify(
        (await call(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session)).body.data,
      );
    expect(await paper()).toContain('Physics 1st paper'); // names now cached on this node
    await t.ctx.database.runner.query("update subjects set name = 'Optics' where id = $1", [subjectId]);
    expect(await paper()).not.toContain('Optics');
    other.bus.publish(CACHE_TOPIC.subjectNames);
    expect(await soon(async () => (await paper()).includes('Optics'))).toBe(true);
  });
});
