import type { StaffRole } from '@lms/domain';
import { type GroupRow, staffContentRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { admit, appWithAdmin, newPhone, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let moderator: string;
let courseId: string;
let lectureId: string;
let groupId: string;
let studentIds: string[];
const NOT_ORG: StaffRole[] = ['examModerator', 'examiner', 'contentUploader', 'questionUploader', 'mentor'];
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  moderator = await staffSession(t.app, ['moderator']);
  const as = { token: admin };
  courseId = (
    await callRoute(t.app, staffContentRoutes.createCourse, { body: { name: 'Zoology Course' } }, as)
  ).json().data._id;
  const subjectId = (
    await callRoute(t.app, staffContentRoutes.createSubject, { body: { courseId, name: 'Zoo 1st' } }, as)
  ).json().data._id;
  lectureId = (
    await callRoute(
      t.app,
      staffContentRoutes.createItem,
      { body: { kind: 'lecture', subjectId, name: 'Grantable lecture' } },
      as,
    )
  ).json().data._id;
  groupId = (
    await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'Paged B', courseId } }, as)
  ).json().data._id;
  await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'Paged A' } }, as);
  await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'Paged C' } }, as);
  studentIds = [];
  for (const name of ['Gm One', 'Gm Two', 'Gm Three'])
    studentIds.push(await admit(t.app.ctx, newPhone(), [], name));
  await callRoute(t.app, staffRoutes.addGroupMembers, { params: { groupId }, body: { studentIds } }, as);
});
afterAll(() => t.close());

const names = (items: { name: string }[]) => items.map((g) => g.name);

describe('GET /staff/groups/page', () => {
  it('answers a page of groups with counts and course names, searched, filtered and sorted', async () => {
    const res = await callRoute(
      t.app,
      staffRoutes.pageGroups,
      { query: { search: 'Paged', limit: 2 } },
      { token: moderator },
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { items: GroupRow[]; total: number };
    expect(page.total).toBe(3);
    expect(names(page.items)).toEqual(['Paged A', 'Paged B']);
    expect(page.items[1]).toEqual({
      _id: groupId,
      name: 'Paged B',
      courseId,
      courseIds: [courseId],
      courseName: 'Zoology Course',
      members: 3,
      createdAt: expect.stringMatching(/^\d{4}-/),
      archivedAt: null,
    });
    const byMembers = await callRoute(
      t.app,
      staffRoutes.pageGroups,
      { query: { search: 'Paged', sort: 'members', order: 'desc', limit: 1 } },
      { token: admin },
    );
    expect(names(byMembers.json().data.items)).toEqual(['Paged B']);
    const ofCourse = await callRoute(
      t.app,
      staffRoutes.pageGroups,
      { query: { courseId } },
      { token: admin },
    );
    expect(names(ofCourse.json().data.items)).toEqual(['Paged B']);
  });

  it('refuses other roles, no session and a bad query', async () => {
    expect((await callRoute(t.app, staffRoutes.pageGroups, { query: {} })).statusCode).toBe(401);
    for (const role of NOT_ORG) {
      const token = await staffSession(t.app, [role]);
      expect((await callRoute(t.app, staffRoutes.pageGroups, { query: {} }, { token })).statusCode).toBe(403);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/groups/page?sort=size&courseId=x',
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toMatch(/sort|courseId/);
  });
});

describe('a group: detail, rename, bulk remove', () => {
  it('shows the group and a page of its members', async () => {
    const res = await callRoute(
      t.app,
      staffRoutes.groupDetail,
      { params: { groupId }, query: { limit: 2 } },
      { token: moderator },
    );
    expect(res.statusCode).toBe(200);
    const { group, members } = res.json().data;
    expect(group).toMatchObject({ name: 'Paged B', members: 3 });
    expect(members.total).toBe(3);
    expect(names(members.items)).toEqual(['Gm One', 'Gm Three']);
    const searched = await callRoute(
      t.app,
      staffRoutes.groupDetail,
      { params: { groupId }, query: { search: 'Two' } },
      { token: admin },
    );
    expect(names(searched.json().data.members.items)).toEqual(['Gm Two']);
    expect(
      (
        await callRoute(
          t.app,
          staffRoutes.groupDetail,
          { params: { groupId: NO_SUCH }, query: {} },
          { token: admin },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('renames a group', async () => {
    const res = await callRoute(
      t.app,
      staffRoutes.updateGroup,
      { params: { groupId }, body: { name: 'Paged B2' } },
      { token: moderator },
    );
    expect(res.json().data).toEqual({ _id: groupId, name: 'Paged B2', courseId, courseIds: [courseId] });
    const blank = await callRoute(
      t.app,
      staffRoutes.updateGroup,
      { params: { groupId }, body: { name: ' ' } },
      { token: admin },
    );
    expect(blank.statusCode).toBe(400);
    const missing = await callRoute(
      t.app,
      staffRoutes.updateGroup,
      { params: { groupId: NO_SUCH }, body: { name: 'X' } },
      { token: admin },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('removes many members at once, counting the ones that were members', async () => {
    const res = await callRoute(
      t.app,
      staffRoutes.removeGroupMembers,
      { params: { groupId }, body: { studentIds: [studentIds[0]!, studentIds[1]!, NO_SUCH] } },
      { token: moderator },
    );
    expect(res.json().data).toEqual({ groupId, removed: 2 });
    const detail = await callRoute(
      t.app,
      staffRoutes.groupDetail,
      { params: { groupId }, query: {} },
      { token: admin },
    );
    expect(names(detail.json().data.members.items)).toEqual(['Gm Three']);
    const empty = await callRoute(
      t.app,
      staffRoutes.removeGroupMembers,
      { params: { groupId }, body: { studentIds: [] } },
      { token: admin },
    );
    expect(empty.statusCode).toBe(400);
    const noGroup = await callRoute(
      t.app,
      staffRoutes.removeGroupMembers,
      { params: { groupId: NO_SUCH }, body: { studentIds } },
      { token: admin },
    );
    expect(noGroup.statusCode).toBe(404);
  });

  it('refuses other roles and no session on every group route', async () => {
    const calls = (token?: string) => {
      const as = token ? { token } : {};
      return Promise.all([
        callRoute(t.app, staffRoutes.groupDetail, { params: { groupId }, query: {} }, as),
        callRoute(t.app, staffRoutes.updateGroup, { params: { groupId }, body: { name: 'No' } }, as),
        callRoute(t.app, staffRoutes.removeGroupMembers, { params: { groupId }, body: { studentIds } }, as),
        callRoute(t.app, staffRoutes.courseOptions, {}, as),
        callRoute(t.app, staffRoutes.itemOptions, { query: {} }, as),
        callRoute(
          t.app,
          staffRoutes.updateBranch,
          { params: { branchId: NO_SUCH }, body: { name: 'No' } },
          as,
        ),
      ]);
    };
    expect((await calls()).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    for (const role of NOT_ORG) {
      const token = await staffSession(t.app, [role]);
      expect((await calls(token)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
  });
});

describe('options to give a group its content', () => {
  it('lists courses and finds items by name and kind', async () => {
    const courses = await callRoute(t.app, staffRoutes.courseOptions, {}, { token: moderator });
    expect(courses.json().data).toContainEqual({ _id: courseId, name: 'Zoology Course' });
    const items = await callRoute(
      t.app,
      staffRoutes.itemOptions,
      { query: { search: 'grantable', kind: 'lecture' } },
      { token: moderator },
    );
    expect(items.json().data).toEqual([
      {
        _id: lectureId,
        kind: 'lecture',
        name: 'Grantable lecture',
        subjectName: 'Zoo 1st',
        courseId,
        courseName: 'Zoology Course',
      },
    ]);
    const chapters = await callRoute(
      t.app,
      staffRoutes.itemOptions,
      { query: { search: 'grantable', kind: 'chapter' } },
      { token: admin },
    );
    expect(chapters.json().data).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/groups/item-options?kind=movie',
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /staff/branches/:branchId', () => {
  it('renames a branch and changes its division; checks the body', async () => {
    const branchId = (
      await callRoute(t.app, staffRoutes.createBranch, { body: { name: 'Old name' } }, { token: admin })
    ).json().data._id;
    const res = await callRoute(
      t.app,
      staffRoutes.updateBranch,
      { params: { branchId }, body: { name: 'Mirpur', division: 'Dhaka' } },
      { token: moderator },
    );
    expect(res.json().data).toEqual({ _id: branchId, name: 'Mirpur', division: 'Dhaka', archivedAt: null });
    const none = await callRoute(
      t.app,
      staffRoutes.updateBranch,
      { params: { branchId }, body: {} },
      { token: admin },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.message).toContain('nothing to change');
    const missing = await callRoute(
      t.app,
      staffRoutes.updateBranch,
      { params: { branchId: NO_SUCH }, body: { name: 'X' } },
      { token: admin },
    );
    expect(missing.statusCode).toBe(404);
  });
});
