import type { AppContext } from '../src/context';
import { contentItems, courses, groups, subjects } from '../src/db/schema';
import { auth, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

/** A course with subjects and chapters, made straight in the content tables. */
export async function makeCourse(
  ctx: AppContext,
  name: string,
  layout: Record<string, string[]>,
  type: 'course' | 'qna' = 'qna',
) {
  const [course] = await ctx.db.insert(courses).values({ name, type, qa: true }).returning();
  const subjectIds: Record<string, string> = {};
  const chapterIds: Record<string, string> = {};
  let position = 0;
  for (const [subjectName, chapters] of Object.entries(layout)) {
    const [subject] = await ctx.db
      .insert(subjects)
      .values({ courseId: course!.id, name: subjectName, position: position++ })
      .returning();
    subjectIds[subjectName] = subject!.id;
    let order = 0;
    for (const chapterName of chapters) {
      const [chapter] = await ctx.db
        .insert(contentItems)
        .values({
          kind: 'chapter',
          subjectId: subject!.id,
          courseId: course!.id,
          name: chapterName,
          position: order++,
        })
        .returning();
      chapterIds[chapterName] = chapter!.id;
    }
  }
  return { courseId: course!.id, subjectIds, chapterIds };
}

/** A group granted a whole course. */
export async function makeCourseGroup(
  ctx: AppContext,
  courseId: string,
  name = 'Q&A group',
): Promise<string> {
  const [g] = await ctx.db.insert(groups).values({ name, courseId }).returning();
  return g!.id;
}

/** A registered, signed-in student in the groups: id and session. */
export async function studentIn(t: TestApp, groupIds: string[], password = 'secret12') {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone, password, groupIds);
  return { id, session: await signIn(t.app, phone, password) };
}

/** A signed-in staff member with roles: id and session. */
export async function staffIn(t: TestApp, roles: Parameters<typeof staffSession>[1]) {
  const session = await staffSession(t.app, roles);
  const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: auth(session) });
  return { id: me.json().data._id as string, session };
}

/** Calls the API as a session (or none). */
export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    session?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: session ? auth(session) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
