import type { StaffRole } from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { branches, groups, students } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { admitStudents } from '../modules/staff/admit-students';
import { createStaff } from '../modules/staff/create-staff';

/** Admitted but not registered: they register with the code the server writes to its log. */
const ADMITTED_PHONES = Array.from({ length: 9 }, (_, i) => `017100000${String(i + 2).padStart(2, '0')}`);

/** The demo sign-ins printed at start. */
export const DEMO = {
  studentPhone: '01710000001',
  studentPassword: 'demo1234',
  /** The guardian number of the demo student and of the first admitted number (two children). */
  guardianPhone: '01810000001',
  noGroupPhone: '01710000011',
  admittedPhones: ADMITTED_PHONES,
  /** An admitted classmate (01710000007) with a standing extra time (minutes added to every exam they start). */
  standingExtraTime: { phone: ADMITTED_PHONES[5]!, minutes: 20 },
  staffUsername: 'admin',
  staffPassword: 'admin1234',
  groupName: 'HSC 2026 Science',
} as const;

/** One demo staff sign-in per role of the console (the admin above; the mentor is the Q&A seed's teacher). */
export const DEMO_STAFF = [
  { username: 'moderator', password: 'moderator1234', name: 'Nadia Moderator', roles: ['moderator'] },
  {
    username: 'examcontroller',
    password: 'examcontroller1234',
    name: 'Kamal Exam Controller',
    roles: ['examModerator'],
  },
  { username: 'examiner', password: 'examiner1234', name: 'Sadia Examiner', roles: ['examiner'] },
  { username: 'content', password: 'content1234', name: 'Imran Content', roles: ['contentUploader'] },
  {
    username: 'questions',
    password: 'questions1234',
    name: 'Farhana Questions',
    roles: ['questionUploader'],
  },
  { username: 'accountant', password: 'accountant1234', name: 'Rafiq Accountant', roles: ['accountant'] },
] as const satisfies readonly {
  username: string;
  password: string;
  name: string;
  roles: readonly StaffRole[];
}[];

/** More branches and groups, so the console's lists look like a real institute's. */
const MORE_BRANCHES = [
  { name: 'Mirpur', division: 'Dhaka' },
  { name: 'Uttara', division: 'Dhaka' },
  { name: 'Agrabad', division: 'Chattogram' },
  { name: 'Zindabazar', division: 'Sylhet' },
];
const MORE_GROUPS = [
  'HSC 2026 Humanities',
  'HSC 2026 Business Studies',
  'HSC 2027 Science',
  'Medical Admission 2026',
  'Engineering Admission 2026',
  'University Admission (Ka) 2026',
];
// Students of the extra groups: admitted, not registered, numbers 0172 + group + seat.
const SEATS_PER_GROUP = 8;

/** What the account seed made, for the seeds of later areas to build on. */
export interface DemoAccounts {
  groupId: string;
  studentId: string;
  noGroupStudentId: string;
  branchId: string;
}

/**
 * The demo institute's people: a branch, a group, the demo student (registered, in the group), nine
 * admitted numbers not registered yet (same group), a registered student in no group, the admin, and one
 * staff account for each other role but the mentor; then more branches and groups with students of their own.
 */
export async function seedDemoAccounts(ctx: AppContext): Promise<DemoAccounts> {
  const [branch] = await ctx.db.insert(branches).values({ name: 'Dhanmondi', division: 'Dhaka' }).returning();
  const [group] = await ctx.db.insert(groups).values({ name: DEMO.groupName }).returning();
  const branchId = branch!.id;
  const groupId = group!.id;
  const base = { contact: '01810000000', branchId, session: '2025-26' };
  const made = await admitStudents(ctx, [
    {
      ...base,
      contact: DEMO.guardianPhone,
      name: 'Ayesha Rahman',
      sid: '26001',
      phone: DEMO.studentPhone,
      groupIds: [groupId],
    },
    ...DEMO.admittedPhones.map((phone, i) => ({
      ...base,
      // Two children of one guardian: both have a published result, dues and a receipt in the demo.
      ...(i === 0 ? { contact: DEMO.guardianPhone } : {}),
      name: `Demo Student ${i + 2}`,
      sid: `260${String(i + 2).padStart(2, '0')}`,
      phone,
      groupIds: [groupId],
    })),
    { ...base, name: 'Tanvir Hasan', sid: '26011', phone: DEMO.noGroupPhone, groupIds: [] },
  ]);
  const passwordHash = await hashPassword(DEMO.studentPassword);
  const registered = [made[0]!.id, made.at(-1)!.id];
  for (const id of registered) {
    await ctx.db
      .update(students)
      .set({ passwordHash, registeredAt: ctx.now(), sscGpa: 5, hscGpa: 4.83 })
      .where(eq(students.id, id));
  }
  await seedMoreGroups(ctx);
  await createStaff(ctx, {
    username: DEMO.staffUsername,
    name: 'Institute Admin',
    password: DEMO.staffPassword,
    roles: ['admin'],
  });
  for (const { roles, ...account } of DEMO_STAFF) await createStaff(ctx, { ...account, roles: [...roles] });
  return { groupId, studentId: made[0]!.id, noGroupStudentId: made.at(-1)!.id, branchId };
}

/** The extra branches and groups, each group with a few admitted students of its own. */
async function seedMoreGroups(ctx: AppContext): Promise<void> {
  const made = await ctx.db.insert(branches).values(MORE_BRANCHES).returning();
  const extra = await ctx.db
    .insert(groups)
    .values(MORE_GROUPS.map((name) => ({ name })))
    .returning();
  await admitStudents(
    ctx,
    extra.flatMap((group, g) =>
      Array.from({ length: SEATS_PER_GROUP }, (_, seat) => ({
        name: `${group.name.split(' ')[0]} Student ${seat + 1}`,
        sid: `29${g}${String(seat + 1).padStart(2, '0')}`,
        phone: `0172${g}${String(seat + 1).padStart(6, '0')}`,
        contact: '',
        branchId: made[(g + seat) % made.length]!.id,
        session: '2025-26',
        groupIds: [group.id],
      })),
    ),
  );
}
