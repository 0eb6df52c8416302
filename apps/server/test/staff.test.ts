import { accountRoutes, staffRoutes } from '@lms/domain/contract';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { callRoute } from './support/call-route';
import { appWithAdmin, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

describe('staff sign-in and roles', () => {
  it('signs staff in with a sessionId header and shows who they are', async () => {
    const me = await callRoute(t.app, staffRoutes.me, {}, { token: admin });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.roles).toEqual(['admin']);
  });

  it('refuses a wrong staff password', async () => {
    const res = await callRoute(t.app, staffRoutes.login, { body: { username: 'nobody', password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses staff calls without a session (401), from a student (403) and from the wrong role (403)', async () => {
    expect((await callRoute(t.app, staffRoutes.listGroups, {})).statusCode).toBe(401);
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    expect((await callRoute(t.app, staffRoutes.listGroups, {}, { token: student })).statusCode).toBe(403);
    const mentor = await staffSession(t.app, ['mentor']);
    const res = await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'X' } }, { token: mentor });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.title).toBe('Not allowed');
    // and a staff session is not a student session
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token: admin })).statusCode).toBe(403);
  });

  it('lets an admin create staff with roles, and validates them', async () => {
    const ok = await callRoute(
      t.app,
      staffRoutes.createStaff,
      {
        body: {
          username: 'teacher1',
          name: 'Teacher',
          password: 'longenough',
          roles: ['mentor'],
        },
      },
      { token: admin },
    );
    expect(ok.statusCode).toBe(201);
    const dup = await callRoute(
      t.app,
      staffRoutes.createStaff,
      {
        body: {
          username: 'Teacher1',
          name: 'Teacher',
          password: 'longenough',
          roles: ['mentor'],
        },
      },
      { token: admin },
    );
    expect(dup.statusCode).toBe(409);
    const bad = await callRoute(
      t.app,
      staffRoutes.createStaff,
      {
        body: {
          username: 'x',
          name: '',
          password: 'short',
          roles: ['wizard' as never],
        },
      },
      { token: admin },
    );
    expect(bad.statusCode).toBe(400);
    const moderator = await staffSession(t.app, ['moderator']);
    expect(
      (
        await callRoute(
          t.app,
          staffRoutes.createStaff,
          {
            body: {
              username: 'teacher2',
              name: 'T',
              password: 'longenough',
              roles: ['mentor'],
            },
          },
          { token: moderator },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('branches, groups and admission', () => {
  it('admits a student into a group; the student then registers and sees the group', async () => {
    const branch = (
      await callRoute(
        t.app,
        staffRoutes.createBranch,
        { body: { name: 'Mirpur', division: 'Dhaka' } },
        { token: admin },
      )
    ).json().data;
    const group = (
      await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'HSC 27' } }, { token: admin })
    ).json().data;
    const phone = newPhone();
    const admitted = await callRoute(
      t.app,
      staffRoutes.admitStudent,
      {
        body: {
          name: 'Nusrat Jahan',
          sid: '27001',
          phone,
          contact: '01810000001',
          branchId: branch._id,
          session: '2026-27',
          groupIds: [group._id],
        },
      },
      { token: admin },
    );
    expect(admitted.statusCode).toBe(201);
    const again = await callRoute(
      t.app,
      staffRoutes.admitStudent,
      { body: { name: 'Nusrat', sid: '1', phone } },
      { token: admin },
    );
    expect(again.statusCode).toBe(409);

    const otp = (await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } })).json().data;
    await callRoute(t.app, accountRoutes.setPassword, { body: { ...otp, password: 'mypass12' } });
    const session = await signIn(t.app, phone, 'mypass12');
    const me = (await callRoute(t.app, accountRoutes.profile, {}, { token: session })).json().data;
    expect(me.groups).toEqual([{ _id: group._id, name: 'HSC 27', courseId: null }]);
    // admission into a group is a group addition: the student is told
    expect(
      me.notifications.map((n: { notificationId: { message: string } }) => n.notificationId.message),
    ).toEqual(['You have been added to the group "HSC 27".']);
    expect(me.branch).toMatchObject({ name: 'Mirpur', division: 'Dhaka' });

    const list = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { groupId: group._id } }, { token: admin })
    ).json().data.items;
    expect(list.map((s: { username: string }) => s.username)).toEqual([`88${phone}`]);
    expect(list[0].registered).toBe(true);

    const removed = await callRoute(
      t.app,
      staffRoutes.removeGroupMember,
      { params: { groupId: group._id, studentId: admitted.json().data._id } },
      { token: admin },
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await callRoute(t.app, accountRoutes.profile, {}, { token: session })).json().data.groups,
    ).toEqual([]);
    expect(
      (
        await callRoute(
          t.app,
          staffRoutes.removeGroupMember,
          { params: { groupId: group._id, studentId: admitted.json().data._id } },
          { token: admin },
        )
      ).statusCode,
    ).toBe(404);

    const added = await callRoute(
      t.app,
      staffRoutes.addGroupMembers,
      {
        params: { groupId: group._id },
        body: {
          studentIds: [admitted.json().data._id],
        },
      },
      { token: admin },
    );
    expect(added.statusCode).toBe(200);
    expect(
      (await callRoute(t.app, accountRoutes.profile, {}, { token: session })).json().data.groups,
    ).toHaveLength(1);
  });

  it('answers bad admission input with 400 and clear messages', async () => {
    const res = await callRoute(
      t.app,
      staffRoutes.admitStudent,
      {
        body: {
          name: '',
          sid: 'x',
          phone: '0123',
          groupIds: ['nope'],
        },
      },
      { token: admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toMatch(/phone: Phone number is not valid/);
    const unknownGroup = await callRoute(
      t.app,
      staffRoutes.admitStudent,
      {
        body: {
          name: 'A',
          sid: '1',
          phone: newPhone(),
          groupIds: ['00000000-0000-4000-8000-000000000000'],
        },
      },
      { token: admin },
    );
    expect(unknownGroup.statusCode).toBe(400);
    const badGroupPath = await callRoute(
      t.app,
      staffRoutes.addGroupMembers,
      {
        params: { groupId: 'not-an-id' },
        body: {
          studentIds: [],
        },
      },
      { token: admin },
    );
    expect(badGroupPath.statusCode).toBe(400);
    const g = await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'G' } }, { token: admin });
    const unknownStudent = await callRoute(
      t.app,
      staffRoutes.addGroupMembers,
      {
        params: { groupId: g.json().data._id },
        body: {
          studentIds: ['00000000-0000-4000-8000-000000000000'],
        },
      },
      { token: admin },
    );
    expect(unknownStudent.statusCode).toBe(400);
  });

  it('imports a roster CSV, reports each bad row by line, and updates students already on the roster', async () => {
    await callRoute(
      t.app,
      staffRoutes.createBranch,
      { body: { name: 'Uttara', division: 'Dhaka' } },
      { token: admin },
    );
    await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'Physics A' } }, { token: admin });
    await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'Chemistry A' } }, { token: admin });
    const existing = newPhone();
    await registeredStudent(t.ctx, existing);
    const good1 = newPhone();
    const good2 = newPhone();
    const csv = [
      'name,sid,phone,contact,branch,session,groups',
      `Rahim Uddin,28001,${good1},01810000002,Uttara,2027-28,Physics A;Chemistry A`,
      `"Karim, Jr.",28002,${good2},,,2027-28,physics a`,
      'No Phone,28003,,,,,',
      `Bad Branch,28004,${newPhone()},,Nowhere,,`,
      `Bad Group,28005,${newPhone()},,,,Biology Z`,
      `Duplicate,28006,${good1},,,,`,
      `Updated Name,28007,${existing},,,,`,
      ',28008,0123,,,,',
    ].join('\r\n');
    const res = await callRoute(t.app, staffRoutes.importRoster, { body: { csv } }, { token: admin });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.created).toBe(2);
    expect(report.updated).toBe(1);
    expect(report.errors).toEqual([
      { row: 4, message: 'phone "" is not a valid mobile number' },
      {
        row: 5,
        message:
          'no branch named "Nowhere" (branches are made in Groups > Branches, or the import can create them)',
      },
      { row: 6, message: 'no group named "Biology Z"' },
      { row: 7, message: `phone ${good1} is already on line 2` },
      { row: 9, message: 'name is empty; phone "0123" is not a valid mobile number' },
    ]);
    const found = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { search: good2 } }, { token: admin })
    ).json().data.items;
    expect(found[0].name).toBe('Karim, Jr.');
    const updated = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { search: existing } }, { token: admin })
    ).json().data.items;
    expect(updated[0]).toMatchObject({ name: 'Updated Name', registered: true });
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(like(notifications.message, '%"Physics A"%'));
    expect(told).toHaveLength(1); // one notification for the group's two newcomers
    const groups = (await callRoute(t.app, staffRoutes.listGroups, {}, { token: admin })).json().data;
    expect(groups.find((g: { name: string }) => g.name === 'Physics A').members).toBe(2);
  });

  it('rejects a roster without the required columns', async () => {
    const res = await callRoute(
      t.app,
      staffRoutes.importRoster,
      { body: { csv: 'name,roll number\nA,1' } },
      { token: admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe('Add the column(s): roll, phone.');
  });
});
