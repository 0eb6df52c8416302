import { STAFF_ROLES } from '@lms/domain';
import {
  auditRoutes,
  examStaffRoutes,
  groupAccessRoutes,
  notificationRoutes,
  orgArchiveRoutes,
  staffContentRoutes,
  staffRoutes,
  studentBulkRoutes,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, examAssignments, exams, feeDues, students } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { createPlan } from '../src/modules/fees/save-plan';
import { addExam } from './exams-fixtures';
import { samplePlan } from './fees-fixtures';
import { callRoute } from './support/call-route';
import {
  admit,
  branchAndGroup,
  newPhone,
  registeredStudent,
  signIn,
  staffSession,
} from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffSession(t.app, ['moderator']);
  admin = await staffSession(t.app, ['admin']);
});
afterAll(() => t.close());

let stamp = 0;
const names = () => ({ branch: `Archive branch ${++stamp}`, group: `Archive group ${stamp}` });
const call = <R extends (typeof orgArchiveRoutes)[keyof typeof orgArchiveRoutes]>(
  route: R,
  input: object,
  token: string | null = moderator,
) => callRoute(t.app, route, input as never, token ? { token } : {});

async function auditOf(action: string, id: string) {
  await auditWritesSettled(t.ctx);
  const res = await callRoute(t.app, auditRoutes.listAudit, { query: {} as never }, { token: admin });
  return (
    res.json().data.items as { action: string; path: string; before: unknown; after: unknown }[]
  ).filter((e) => e.action === action && e.path.includes(id));
}

describe('archiving a group', () => {
  it('says first what it touches: members, exams assigned, dues', async () => {
    const { groupId } = await branchAndGroup(t.app, moderator, names());
    const [course] = await t.ctx.db.insert(courses).values({ name: 'Archive course' }).returning();
    const a = await admit(t.ctx, newPhone(), [groupId]);
    await admit(t.ctx, newPhone(), [groupId]);
    await t.ctx.db.insert(feeDues).values({
      studentId: a,
      courseId: course!.id,
      kind: 'course',
      label: 'Course fee',
      sequence: 1,
      amountPaisa: 500_000,
      paidPaisa: 100_000,
      dueOn: '2026-01-10',
      createdAt: new Date(),
    });
    const [exam] = await t.ctx.db.select({ id: exams.id }).from(exams).limit(1);
    if (exam)
      await t.ctx.db.insert(examAssignments).values({
        examId: exam.id,
        groupId,
        startsAt: new Date(Date.now() + 3_600_000),
        duration: 30,
      });
    const res = await call(orgArchiveRoutes.groupArchiveImpact, { params: { groupId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: groupId,
      archivedAt: null,
      members: 2,
      examsAssigned: exam ? 1 : 0,
      examsNotOver: exam ? 1 : 0,
      feePlans: 0,
      membersOwing: 1,
      owedPaisa: 400_000,
    });
  });

  it('takes it out of the pickers, keeps it in history and its members in it; twice is once; audited', async () => {
    const { groupId } = await branchAndGroup(t.app, moderator, names());
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12', [groupId]);
    const first = await call(orgArchiveRoutes.archiveGroup, {
      params: { groupId },
      body: { archived: true },
    });
    expect(first.statusCode, first.body).toBe(200);
    const archivedAt = first.json().data.archivedAt as string;
    expect(archivedAt).toEqual(expect.any(String));
    t.clock.advance(60_000);
    const again = await call(orgArchiveRoutes.archiveGroup, {
      params: { groupId },
      body: { archived: true },
    });
    expect(again.json().data.archivedAt).toBe(archivedAt);
    const picker = await callRoute(
      t.app,
      staffRoutes.listGroups,
      { query: {} as never },
      { token: moderator },
    );
    expect(picker.json().data.some((g: { _id: string }) => g._id === groupId)).toBe(false);
    const all = await callRoute(
      t.app,
      staffRoutes.listGroups,
      { query: { include: 'all' } },
      { token: moderator },
    );
    expect(all.json().data.find((g: { _id: string }) => g._id === groupId)).toMatchObject({ members: 1 });
    const active = await callRoute(
      t.app,
      staffRoutes.pageGroups,
      { query: {} as never },
      { token: moderator },
    );
    expect(active.json().data.items.some((g: { _id: string }) => g._id === groupId)).toBe(false);
    const archived = await callRoute(
      t.app,
      staffRoutes.pageGroups,
      { query: { status: 'archived' } as never },
      { token: moderator },
    );
    expect(archived.json().data.items.find((g: { _id: string }) => g._id === groupId)).toMatchObject({
      archivedAt,
      members: 1,
    });
    // The student still signs in and is still a member.
    expect(await signIn(t.app, phone)).toEqual(expect.any(String));
    // Newest first: the second archive found it archived and left it so.
    const [secondEntry, firstEntry] = await auditOf('archiveGroup', groupId);
    expect(firstEntry).toMatchObject({ before: { archivedAt: null, members: 1 }, after: { archivedAt } });
    expect(secondEntry).toMatchObject({ before: { archivedAt }, after: { archivedAt } });
    const back = await call(orgArchiveRoutes.archiveGroup, {
      params: { groupId },
      body: { archived: false },
    });
    expect(back.json().data.archivedAt).toBeNull();
    const picker2 = await callRoute(
      t.app,
      staffRoutes.listGroups,
      { query: {} as never },
      { token: moderator },
    );
    expect(picker2.json().data.some((g: { _id: string }) => g._id === groupId)).toBe(true);
  });
});

describe('an archived group', () => {
  it('takes no new students, exams, courses, items, notices or fee plans until brought back; it may still lose them', async () => {
    const { groupId } = await branchAndGroup(t.app, moderator, names());
    const member = await admit(t.ctx, newPhone(), [groupId]);
    const outsider = await admit(t.ctx, newPhone());
    const [course] = await t.ctx.db.insert(courses).values({ name: 'Archived group course' }).returning();
    const examId = await addExam(t, admin, { title: `Archived group exam ${stamp}` });
    const subject = await callRoute(
      t.app,
      staffContentRoutes.createSubject,
      { body: { courseId: course!.id, name: 'Physics' } },
      { token: admin },
    );
    const item = await callRoute(
      t.app,
      staffContentRoutes.createItem,
      { body: { kind: 'lecture', subjectId: subject.json().data._id, name: 'Vectors' } },
      { token: admin },
    );
    const archive = (archived: boolean) =>
      call(orgArchiveRoutes.archiveGroup, { params: { groupId }, body: { archived } });
    expect((await archive(true)).statusCode).toBe(200);

    const as = (route: Parameters<typeof callRoute>[1], input: object) =>
      callRoute(t.app, route, input as never, { token: admin });
    const attempts = {
      admit: () =>
        as(staffRoutes.admitStudent, {
          body: { name: 'Late joiner', sid: `LJ${stamp}`, phone: newPhone(), groupIds: [groupId] },
        }),
      addMembers: () =>
        as(staffRoutes.addGroupMembers, { params: { groupId }, body: { studentIds: [outsider] } }),
      bulkAdd: () =>
        as(studentBulkRoutes.bulkStudents, {
          body: { action: 'addToGroup', groupId, studentIds: [outsider] },
        }),
      assignExam: () =>
        as(examStaffRoutes.assignExam, {
          params: { examId },
          body: {
            groupId,
            startsAt: new Date(Date.now() + 86_400_000).toISOString(),
            endsAt: new Date(Date.now() + 90_000_000).toISOString(),
            duration: 30,
          },
        }),
      giveCourse: () =>
        as(groupAccessRoutes.setGroupCourses, { params: { groupId }, body: { courseIds: [course!.id] } }),
      notice: () => as(notificationRoutes.sendNotice, { body: { message: 'Hello', groupIds: [groupId] } }),
      grantItem: () =>
        as(staffContentRoutes.grantItems, { params: { groupId }, body: { itemIds: [item.json().data._id] } }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const res = await attempt();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(409);
      expect(res.json().errors.title, what).toBe('This group is archived');
      expect(res.json().errors.message, what).toContain('Bring it back');
    }
    // A fee plan for it is refused alike.
    await expect(createPlan(t.ctx, samplePlan(course!.id, { groupId }))).rejects.toMatchObject({
      statusCode: 409,
    });
    // Nothing reached it: still one member.
    const detail = await callRoute(
      t.app,
      staffRoutes.listGroups,
      { query: { include: 'all' } },
      { token: admin },
    );
    expect(detail.json().data.find((g: { _id: string }) => g._id === groupId)).toMatchObject({ members: 1 });
    // It may still lose a member.
    const removed = await as(studentBulkRoutes.bulkStudents, {
      body: { action: 'removeFromGroup', groupId, studentIds: [member] },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // Brought back, it takes new work again.
    expect((await archive(false)).statusCode).toBe(200);
    const added = await attempts.addMembers();
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.added).toBe(1);
    expect((await attempts.giveCourse()).statusCode).toBe(200);
  });
});

describe('archiving a branch', () => {
  it('is refused while it has active students, and says how many', async () => {
    const { branchId } = await branchAndGroup(t.app, moderator, names());
    const id = await admit(t.ctx, newPhone());
    await t.ctx.db.update(students).set({ branchId }).where(eq(students.id, id));
    const impact = await call(orgArchiveRoutes.branchArchiveImpact, { params: { branchId } });
    expect(impact.json().data).toMatchObject({ activeStudents: 1, inactiveStudents: 0, archivedAt: null });
    const refused = await call(orgArchiveRoutes.archiveBranch, {
      params: { branchId },
      body: { archived: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.title).toBe('This branch has active students');
    expect(refused.body).toContain('Move its 1 active students');
    await t.ctx.db.update(students).set({ deactivatedAt: new Date() }).where(eq(students.id, id));
    const done = await call(orgArchiveRoutes.archiveBranch, {
      params: { branchId },
      body: { archived: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    const picker = await callRoute(
      t.app,
      staffRoutes.listBranches,
      { query: {} as never },
      { token: moderator },
    );
    expect(picker.json().data.some((b: { _id: string }) => b._id === branchId)).toBe(false);
    const all = await callRoute(
      t.app,
      staffRoutes.listBranches,
      { query: { include: 'all' } },
      { token: moderator },
    );
    expect(all.json().data.find((b: { _id: string }) => b._id === branchId)?.archivedAt).toEqual(
      done.json().data.archivedAt,
    );
    const [entry] = await auditOf('archiveBranch', branchId);
    expect(entry).toMatchObject({ before: { archivedAt: null, inactiveStudents: 1 } });
  });

  it('keeps the before-value of a rename in the audit log', async () => {
    const { branchId } = await branchAndGroup(t.app, moderator, names());
    const res = await callRoute(
      t.app,
      staffRoutes.updateBranch,
      { params: { branchId }, body: { name: 'Renamed branch' } },
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    const [entry] = await auditOf('updateBranch', branchId);
    expect(entry).toMatchObject({
      before: { _id: branchId, name: expect.stringContaining('Archive branch') },
      after: { name: 'Renamed branch' },
    });
  });
});

describe('who may archive, and bad input', () => {
  it('is for admins and moderators; unknown ids are 404, a bad body 400', async () => {
    const { branchId, groupId } = await branchAndGroup(t.app, moderator, names());
    const others = STAFF_ROLES.filter((r) => r !== 'admin' && r !== 'moderator');
    const student = await (async () => {
      const phone = newPhone();
      await registeredStudent(t.ctx, phone);
      return signIn(t.app, phone);
    })();
    for (const token of [...(await Promise.all(others.map((r) => staffSession(t.app, [r])))), student]) {
      expect(
        (await call(orgArchiveRoutes.groupArchiveImpact, { params: { groupId } }, token)).statusCode,
      ).toBe(403);
      expect(
        (await call(orgArchiveRoutes.archiveGroup, { params: { groupId }, body: { archived: true } }, token))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            orgArchiveRoutes.archiveBranch,
            { params: { branchId }, body: { archived: true } },
            token,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await call(orgArchiveRoutes.branchArchiveImpact, { params: { branchId } }, null)).statusCode,
    ).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(orgArchiveRoutes.groupArchiveImpact, { params: { groupId: missing } })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(orgArchiveRoutes.archiveBranch, {
          params: { branchId: missing },
          body: { archived: true },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(orgArchiveRoutes.archiveGroup, { params: { groupId }, body: { archived: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(orgArchiveRoutes.archiveGroup, { params: { groupId: 'x' }, body: { archived: true } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await callRoute(
          t.app,
          staffRoutes.listGroups,
          { query: { include: 'some' } as never },
          { token: moderator },
        )
      ).statusCode,
    ).toBe(400);
  });
});
