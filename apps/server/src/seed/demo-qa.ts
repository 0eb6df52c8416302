import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isChapterOffered, type MediaItem, toUsername } from '@lms/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contentItems, courses, groups, students, subjects } from '../db/schema';
import { contentTypeOf, storageOf } from '../lib/storage';
import { addCourseToGroup } from '../modules/content/group-items-repository';
import { listVisibleSubjectIds } from '../modules/content/list-visible-subjects';
import { addComment } from '../modules/qa/add-comment';
import { addQuestion } from '../modules/qa/add-question';
import { bookmarkQuestion } from '../modules/qa/bookmark-question';
import { likeQuestion } from '../modules/qa/like-question';
import type { QaActor } from '../modules/qa/scope';
import { replaceMentorSubjects } from '../modules/qa/scope-repository';
import { setStatus } from '../modules/qa/set-question-status';
import { upvoteAnswer } from '../modules/qa/upvote-answer';
import { createStaff } from '../modules/staff/create-staff';
import { addMembers } from '../modules/staff/org-repository';
import type { DemoAccounts } from './demo-accounts';
import { DEMO } from './demo-accounts';
import { DEMO_THREADS, type DemoArea, type DemoAsset } from './demo-qa-threads';

/** The demo Teacher (a mentor) who answers the forum. */
export const DEMO_TEACHER = { username: 'teacher', password: 'teacher1234', name: 'Rafiq Ahmed' } as const;

/** What the Q&A seed made, for later seeds and tests. */
export interface DemoQa {
  courseId: string;
  questionIds: string[];
  teacherId: string;
}

interface Forum {
  courseId: string;
  /** Each area's subject and its offered chapters. */
  areas: Record<DemoArea, { subjectId: string; chapters: { id: string; name: string }[] }>;
}

const OWN_LAYOUT: Array<[DemoArea, string, string[]]> = [
  [
    'physics',
    'Physics',
    ['Vectors', 'Newtonian Mechanics', 'Work and Energy', 'Gravitation', 'Practical Notes'],
  ],
  ['chemistry', 'Chemistry', ['Organic Chemistry', 'Gaseous State', 'Acids and Bases']],
  ['math', 'Higher Math', ['Matrices', 'Trigonometry', 'Integration']],
];

const AREA_NAMES: Record<DemoArea, RegExp> = {
  physics: /phys|পদার্থ/i,
  chemistry: /chem|রসায়ন/i,
  math: /math|গণিত/i,
};

/** The content seed's course with Q&A, its subjects matched to the demo areas; undefined if unusable. */
async function existingForum(ctx: AppContext): Promise<Forum | undefined> {
  const [course] = await ctx.db
    .select()
    .from(courses)
    .where(or(eq(courses.qa, true), eq(courses.type, 'qna')))
    .orderBy(asc(courses.position));
  if (!course) return undefined;
  const subjectRows = await ctx.db
    .select()
    .from(subjects)
    .where(eq(subjects.courseId, course.id))
    .orderBy(asc(subjects.position));
  const chapters = await ctx.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.courseId, course.id), eq(contentItems.kind, 'chapter')))
    .orderBy(asc(contentItems.position));
  const usable = subjectRows
    .map((s) => ({
      subjectId: s.id,
      name: s.name,
      chapters: chapters.filter((c) => c.subjectId === s.id && isChapterOffered(c.name)),
    }))
    .filter((s) => s.chapters.length > 0);
  if (usable.length === 0) return undefined;
  const pick = (area: DemoArea, i: number) =>
    usable.find((s) => AREA_NAMES[area].test(s.name)) ?? usable[i % usable.length]!;
  return {
    courseId: course.id,
    areas: { physics: pick('physics', 0), chemistry: pick('chemistry', 1), math: pick('math', 2) },
  };
}

/** A course with Q&A of our own, made through the content schema, when the content seed has none. */
async function ownForum(ctx: AppContext): Promise<Forum> {
  const [course] = await ctx.db
    .insert(courses)
    .values({
      name: 'HSC Q&A Forum',
      description: 'Ask your teachers about Physics, Chemistry and Higher Math. প্রশ্ন করো, উত্তর পাও।',
      qa: true,
      position: 90,
    })
    .returning();
  const areas = {} as Forum['areas'];
  for (const [position, [area, name, chapterNames]] of OWN_LAYOUT.entries()) {
    const [subject] = await ctx.db
      .insert(subjects)
      .values({ courseId: course!.id, name, position })
      .returning();
    const made = await ctx.db
      .insert(contentItems)
      .values(
        chapterNames.map((chapter, i) => ({
          kind: 'chapter' as const,
          subjectId: subject!.id,
          courseId: course!.id,
          name: chapter,
          position: i,
        })),
      )
      .returning();
    areas[area] = { subjectId: subject!.id, chapters: made.filter((c) => isChapterOffered(c.name)) };
  }
  return { courseId: course!.id, areas };
}

/** The folder of the seed files, next to `src` when run from source and next to `dist` when built. */
function assetFolder(): string | undefined {
  return ['../../seed-assets/qa/', '../seed-assets/qa/']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((folder) => existsSync(folder));
}

/** Stores each seed file once as a public upload; a missing folder leaves the threads without files. */
async function storeAssets(ctx: AppContext): Promise<Partial<Record<DemoAsset, MediaItem>>> {
  const folder = assetFolder();
  if (!folder) return {};
  const names: DemoAsset[] = ['vectors.png', 'benzene.jpg', 'note.pdf', 'explain.mp3', 'voice.wav'];
  const stored: Partial<Record<DemoAsset, MediaItem>> = {};
  for (const name of names) {
    const mediaType = contentTypeOf(name);
    const key = `uploads/${randomUUID()}.${name.split('.').pop()}`;
    await storageOf(ctx).put(key, readFileSync(`${folder}${name}`), mediaType);
    stored[name] = { mediaType, mediaUrl: key };
  }
  return stored;
}

/**
 * The demo forum: the content seed's course with Q&A (or one of our own), a group granting it to the demo
 * student and five classmates, a Teacher (mentor) for its subjects, and a dozen threads in Bengali and
 * English with image, PDF and audio files, Teacher replies, one COMPLETED thread, likes, upvotes and
 * bookmarks, spread over the last days.
 */
export async function seedDemoQa(ctx: AppContext, accounts: DemoAccounts): Promise<DemoQa> {
  const forum = (await existingForum(ctx)) ?? (await ownForum(ctx));
  const classmates = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(inArray(students.username, DEMO.admittedPhones.slice(0, 5).map(toUsername)))
    .orderBy(asc(students.sid));
  const people = [accounts.studentId, ...classmates.map((s) => s.id)];
  const forumSubjects = Object.values(forum.areas).map((a) => a.subjectId);
  const sees = new Set(await listVisibleSubjectIds(ctx.db, accounts.studentId));
  if (!forumSubjects.every((id) => sees.has(id)) || classmates.length < 5) {
    const [group] = await ctx.db.insert(groups).values({ name: 'HSC 2026 Q&A' }).returning();
    await addCourseToGroup(ctx.db, group!.id, forum.courseId, ctx.now());
    await addMembers(ctx.db, group!.id, people);
  }

  const teacher = await createStaff(ctx, { ...DEMO_TEACHER, roles: ['mentor'] });
  await replaceMentorSubjects(ctx.db, teacher._id, [...new Set(forumSubjects)]);
  const files = await storeAssets(ctx);
  const media = (names: DemoAsset[] = []) => names.flatMap((n) => (files[n] ? [files[n]] : []));

  const start = ctx.now().getTime() - DEMO_THREADS.length * 17 * 3600_000;
  const questionIds: string[] = [];
  for (const [i, thread] of DEMO_THREADS.entries()) {
    let t = start + i * 17 * 3600_000;
    const at = (): AppContext => ({ ...ctx, now: () => new Date(t) });
    const student = (n: number) => people[n % people.length]!;
    const asStudent = async (n: number): Promise<QaActor> => ({
      kind: 'student',
      id: student(n),
      subjectIds: await listVisibleSubjectIds(ctx.db, student(n)),
    });
    const area = forum.areas[thread.area];
    const question = await addQuestion(at(), student(thread.by), {
      courseId: forum.courseId,
      subjectId: area.subjectId,
      chapterId: (area.chapters.find((c) => c.name === thread.chapter) ?? area.chapters[0]!).id,
      questionDescription: thread.text,
      media: media(thread.media),
    });
    questionIds.push(question._id);
    let teacherReplyId: string | undefined;
    if (thread.teacher) {
      t += 2 * 3600_000;
      const staffActor: QaActor = { kind: 'staff', id: teacher._id, subjectIds: null };
      const reply = await addComment(at(), staffActor, {
        questionId: question._id,
        reply: thread.teacher.reply,
        media: media(thread.teacher.media),
      });
      teacherReplyId = reply._id;
    }
    if (thread.followUp) {
      t += 3600_000;
      await addComment(at(), await asStudent(thread.followUp.by), {
        questionId: question._id,
        reply: thread.followUp.reply,
        media: media(thread.followUp.media),
      });
    }
    t += 600_000;
    for (const n of thread.likedBy ?? []) await likeQuestion(at(), await asStudent(n), question._id);
    for (const n of thread.bookmarkedBy ?? []) await bookmarkQuestion(at(), await asStudent(n), question._id);
    if (teacherReplyId) {
      for (const n of thread.upvotedBy ?? [])
        await upvoteAnswer(at(), await asStudent(n), { commentId: teacherReplyId, questionId: question._id });
    }
    if (thread.completed)
      await setStatus(at(), { kind: 'staff', id: teacher._id, subjectIds: null }, question._id, 'COMPLETED');
  }
  return { courseId: forum.courseId, questionIds, teacherId: teacher._id };
}
