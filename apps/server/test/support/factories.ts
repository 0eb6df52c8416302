import { randomInt } from 'node:crypto';
import type { StaffRole } from '@lms/domain';
import { toUsername } from '@lms/domain';
import { accountRoutes, guardianRoutes, staffRoutes } from '@lms/domain/contract';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/context';
import { groupCourses, groups, students } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { admitStudents } from '../../src/modules/staff/admit-students';
import { insertStaff } from '../../src/modules/staff/staff-repository';
import { callRoute } from './call-route';
import { createTestApp, type TestApp } from './test-app';

// Counts from a random start: Redis keeps per-number counts (code requests, resend waits) between test
// runs, so a run must not reuse the numbers of the run before it.
let counter = randomInt(90_000_000);

/** A fresh valid local mobile number. */
export function newPhone(): string {
  counter += 1;
  return `019${String(counter).padStart(8, '0')}`;
}

/** Gives groups a course whole, straight in the database (no dues: the use case gives those). */
export async function giveCourse(ctx: Pick<AppContext, 'db'>, courseId: string, ...groupIds: string[]) {
  await ctx.db.insert(groupCourses).values(groupIds.map((groupId) => ({ groupId, courseId })));
}

/** Creates a group. */
export async function makeGroup(ctx: AppContext, name = `Group ${++counter}`): Promise<string> {
  const [g] = await ctx.db.insert(groups).values({ name }).returning();
  return g!.id;
}

/** Admits a student (not registered) in the given groups. */
export async function admit(ctx: AppContext, phone: string, groupIds: string[] = [], name = 'Test Student') {
  const [s] = await admitStudents(ctx, [
    { name, sid: `R${++counter}`, phone, contact: '', branchId: null, session: '2025-26', groupIds },
  ]);
  return s!.id;
}

// The accounts tests make are stored with argon2id at a low cost, hashed once per password: the
// app's check reads the cost from the stored hash, so each sign-in of a test account costs about a
// millisecond instead of the ~20 ms of the real cost (about 2,800 hashes and checks a run, some 55 CPU
// seconds of each database pass). The real cost is what the app stores itself (a password set
// through the API; pinned in hardening-passwords.test.ts); the tests that compare sign-in times ask for
// it (`fullCost`).
const FIXTURE_COST = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const fixtureHashes = new Map<string, Promise<string>>();

/** A stored hash of `password` for a test account: the real cost when `fullCost`, else the low one. */
function fixturePasswordHash(password: string, fullCost = false): Promise<string> {
  if (fullCost) return hashPassword(password);
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, FIXTURE_COST);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

/**
 * Admits and registers a student with a password, without going through OTP. The password is stored
 * at the low test cost unless `fullCost` (a test that times sign-ins against the real cost).
 */
export async function registeredStudent(
  ctx: AppContext,
  phone: string,
  password = 'secret12',
  groupIds: string[] = [],
  { fullCost = false }: { fullCost?: boolean } = {},
) {
  const id = await admit(ctx, phone, groupIds);
  await ctx.db
    .update(students)
    .set({ passwordHash: await fixturePasswordHash(password, fullCost), registeredAt: new Date() })
    .where(eq(students.id, id));
  return id;
}

/** Signs a student in through the API and returns the session id. */
export async function signIn(app: FastifyInstance, phone: string, password = 'secret12'): Promise<string> {
  const res = await callRoute(app, accountRoutes.login, { body: { username: toUsername(phone), password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.sessionid);
}

/** Makes `guardianPhone` the guardian number (roster `contact`) of each student. */
export async function setGuardian(ctx: AppContext, guardianPhone: string, ...studentIds: string[]) {
  for (const id of studentIds)
    await ctx.db.update(students).set({ contact: guardianPhone }).where(eq(students.id, id));
}

/** Signs a guardian in through the API (code request, then the revealed code); returns the session id. */
export async function guardianSession(app: FastifyInstance, guardianPhone: string): Promise<string> {
  const code = await callRoute(app, guardianRoutes.requestCode, { body: { phone: guardianPhone } });
  const { hash, otp } = code.json().data;
  const res = await callRoute(app, guardianRoutes.signIn, { body: { phone: guardianPhone, hash, otp } });
  if (res.statusCode !== 200) throw new Error(`guardian sign-in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.sessionid);
}

/** Creates a staff member (password at the low test cost) and signs them in; returns the session id. */
export async function staffSession(app: FastifyInstance, roles: StaffRole[] = ['admin']): Promise<string> {
  const username = `staff${++counter}`;
  const passwordHash = await fixturePasswordHash('staffpass1');
  await insertStaff(app.ctx.db, { username, name: 'Staff', passwordHash, roles });
  const res = await callRoute(app, staffRoutes.login, { body: { username, password: 'staffpass1' } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  return String(res.headers.sessionid);
}

/** Headers of a signed-in request, as the web app sends them. */
export const auth = (sessionId: string) => ({ authorization: sessionId, agent: 'browser' });

/** Builds a test app and signs an admin in on it: the usual start of a file's tests of the staff API. */
export async function appWithAdmin(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(env);
  return { t, admin: await staffSession(t.app, ['admin']) };
}

/** Creates a branch and a group through the staff API, as staff do; returns their ids. */
export async function branchAndGroup(
  app: FastifyInstance,
  admin: string,
  names: { branch: string; group: string },
): Promise<{ branchId: string; groupId: string }> {
  const create = async (
    route: typeof staffRoutes.createBranch | typeof staffRoutes.createGroup,
    name: string,
  ) => {
    const res = await callRoute(app, route, { body: { name } }, { token: admin });
    if (res.statusCode !== 201) throw new Error(`creating ${name} failed: ${res.statusCode} ${res.body}`);
    return String(res.json().data._id);
  };
  return {
    branchId: await create(staffRoutes.createBranch, names.branch),
    groupId: await create(staffRoutes.createGroup, names.group),
  };
}
