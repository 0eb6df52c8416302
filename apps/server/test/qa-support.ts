import { qaRoutes, type Route, type RouteInput } from '@lms/domain/contract';
import type { AppContext } from '../src/context';
import { contentItems, courses, groups, subjects } from '../src/db/schema';
import { callRoute } from './support/call-route';
import { auth, giveCourse, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
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
  const [g] = await ctx.db.insert(groups).values({ name }).returning();
  await giveCourse(ctx, courseId, g!.id);
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

/**
 * Calls a route of the table as a session (or none). The input is loosely typed: these tests build
 * bodies from fixture maps and send wrong ones on purpose, and the server is what checks them.
 */
export function caller(t: TestApp) {
  return <R extends Route>(
    route: R,
    input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
    session?: string,
  ) => callRoute(t.app, route, input as RouteInput<R>, { token: session });
}

/** Asks a question as a student about a chapter of a course made by `makeCourse`. */
export function askQuestion(
  t: TestApp,
  who: { id: string; session: string },
  place: { course: Awaited<ReturnType<typeof makeCourse>>; subject: string; chapter: string },
  questionDescription: string,
  extra: Record<string, unknown> = {},
) {
  return caller(t)(
    qaRoutes.addQuestion,
    {
      body: {
        studentId: who.id,
        courseId: place.course.courseId,
        subjectId: place.course.subjectIds[place.subject],
        chapterId: place.course.chapterIds[place.chapter],
        questionDescription,
        ...extra,
      },
    },
    who.session,
  );
}
