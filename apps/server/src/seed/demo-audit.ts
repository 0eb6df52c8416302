import { localPhoneOf } from '@lms/domain';
import { notificationRoutes, type Route, routePath, staffRoutes } from '@lms/domain/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { branches, groups, staff, students } from '../db/schema';
import { recordWrite, type StaffWrite } from '../modules/audit/record-write';
import { DEMO, DEMO_STAFF, type DemoAccounts } from './demo-accounts';

const HOUR = 3_600_000;
const OFFICE_IP = '103.48.16.20';

/**
 * The audit log of how the demo institute was set up: the admin adding the branch, the group, the
 * students and the staff accounts (passwords removed), and the moderator's notices, at past times.
 */
export async function seedDemoAudit(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const people = await ctx.db
    .select({ id: staff.id, username: staff.username, name: staff.name })
    .from(staff)
    .where(inArray(staff.username, [DEMO.staffUsername, 'moderator']));
  const admin = people.find((p) => p.username === DEMO.staffUsername);
  const moderator = people.find((p) => p.username === 'moderator');
  if (!admin || !moderator) return;
  const [branch] = await ctx.db.select().from(branches).where(eq(branches.id, accounts.branchId));
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, accounts.groupId));
  const roster = await ctx.db
    .select({ id: students.id, name: students.name, sid: students.sid, username: students.username })
    .from(students)
    .orderBy(asc(students.sid));

  const base = ctx.now().getTime();
  let hoursAgo = 80;
  const write = async (
    who: typeof admin,
    [action, route]: [string, Route],
    entry: Pick<StaffWrite, 'body' | 'after'>,
  ) => {
    const at = new Date(base - hoursAgo * HOUR);
    hoursAgo -= 0.25;
    await recordWrite(
      { ...ctx, now: () => at },
      {
        staff: who,
        section: route.tag,
        action,
        method: route.method,
        path: `/api${routePath(route)}`,
        before: null,
        status: route.status ?? 200,
        ip: OFFICE_IP,
        ...entry,
      },
    );
  };
  const staffCall = (name: keyof typeof staffRoutes): [string, Route] => [name, staffRoutes[name]];

  await write(admin, staffCall('createBranch'), {
    body: { name: branch?.name, division: branch?.division },
    after: { _id: accounts.branchId, name: branch?.name, division: branch?.division },
  });
  await write(admin, staffCall('createGroup'), {
    body: { name: group?.name },
    after: { _id: accounts.groupId, name: group?.name, courseId: null },
  });
  for (const s of roster) {
    const inGroup = s.id !== accounts.noGroupStudentId;
    await write(admin, staffCall('admitStudent'), {
      body: {
        name: s.name,
        sid: s.sid,
        phone: localPhoneOf(s.username),
        contact: '01810000000',
        branchId: accounts.branchId,
        session: '2025-26',
        groupIds: inGroup ? [accounts.groupId] : [],
      },
      after: { _id: s.id, username: s.username },
    });
  }
  for (const account of DEMO_STAFF) {
    await write(admin, staffCall('createStaff'), {
      body: account,
      after: { username: account.username, name: account.name, roles: account.roles },
    });
  }
  hoursAgo = 5;
  await write(moderator, ['sendNotice', notificationRoutes.sendNotice], {
    body: {
      message: 'The physics model test is on Friday at 10 am. Bring your admit card.',
      title: 'Model test',
      groupId: accounts.groupId,
    },
    after: { recipients: roster.length - 1 },
  });
}
