import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ItemKind } from '@lms/domain';
import type { AppContext } from '../context';
import { CONTENT_PREFIX, contentTypeOf, PUBLIC_PREFIX, storageOf } from '../lib/storage';
import { addCourseToGroup } from '../modules/content/group-items-repository';
import { addFiles } from '../modules/content/staff/add-files';
import { createCourse } from '../modules/content/staff/create-course';
import { createItem } from '../modules/content/staff/create-item';
import { createSubject } from '../modules/content/staff/create-subject';
import { registerVideo } from '../modules/content/staff/register-video';
import type { DemoAccounts } from './demo-accounts';

/** What the content seed made, for later seeds and tests. */
export interface DemoContent {
  courseId: string;
  /** The second course the demo group takes whole (no Q&A). */
  englishCourseId: string;
  subjectIds: string[];
  /** The Vectors chapter of Physics: it has the demo video and note. */
  chapterId: string;
  videoId: string;
  noteId: string;
}

/** The demo note's title as students see it. */
export const DEMO_NOTE_TITLE = 'Vectors - class note';
/** The demo video's title. */
export const DEMO_VIDEO_TITLE = 'Vectors: an introduction';
/** The demo video's description, with math students see rendered. */
export const DEMO_VIDEO_DESCRIPTION =
  'What a vector is, and its length from its components: $|\\vec{a}| = \\sqrt{x^2 + y^2}$.';
/** A demo note scheduled for a few days after the seed: staff see it waiting, students do not yet. */
export const DEMO_SCHEDULED_NOTE_TITLE = 'Vectors - practice sheet';
const SCHEDULED_NOTE_DAYS = 3;

type Layout = { name: string; image: string; items: [ItemKind, string, string][] }[];

const MAIN_COURSE: Layout = [
  {
    name: 'Physics',
    image: 'subject-physics.jpg',
    items: [
      ['chapter', 'Vectors', 'Magnitude, direction, components, dot and cross products'],
      ['chapter', 'Newtonian Mechanics', "Newton's laws, momentum and friction"],
      ['lecture', 'Lecture 1: Vectors', 'Adding vectors and resolving them into components'],
      ['lecture', 'Lecture 2: Motion in a Plane', 'Projectiles and circular motion, $a = v^2/r$'],
      ['question-solve', 'Board Questions 2024', 'Solved creative questions from the 2024 boards'],
      ['chapter', 'Work and Energy', 'Work, power, kinetic and potential energy'],
      ['chapter', 'Gravitation', "Newton's law of gravitation and satellites"],
    ],
  },
  {
    name: 'Chemistry',
    image: 'subject-chemistry.jpg',
    items: [
      ['chapter', 'Gaseous State', 'Gas laws and the kinetic theory'],
      ['lecture', 'Lecture 1: Atomic Structure', 'Quantum numbers and orbitals'],
      ['question-solve', 'MCQ Practice', 'Fifty MCQs with explanations'],
      ['chapter', 'Organic Chemistry', 'Hydrocarbons, benzene and functional groups'],
      ['chapter', 'Acids and Bases', 'pH, buffers and titration'],
    ],
  },
  {
    name: 'Higher Math',
    image: 'subject-math.jpg',
    items: [
      ['chapter', 'Matrices', 'Matrix operations and determinants'],
      ['lecture', 'Lecture 1: Matrices and Determinants', 'Properties of determinants'],
      ['question-solve', 'Creative Questions', 'Step-by-step solutions'],
      ['chapter', 'Trigonometry', 'Ratios, identities and their graphs'],
      ['chapter', 'Integration', 'Indefinite and definite integrals'],
    ],
  },
];

// A second course the demo group takes whole: several courses side by side, this one without Q&A.
const ENGLISH_COURSE: Layout = [
  {
    name: 'English',
    image: 'subject-physics.jpg',
    items: [
      ['chapter', 'Narration', 'Direct and indirect speech with board examples'],
      ['lecture', 'Lecture 1: Transformation of Sentences', 'Simple, complex and compound sentences'],
    ],
  },
];

/** The seed files, next to `src` when run from source and next to `dist` when built. */
function assetFolder(): string | undefined {
  return ['../../seed-assets/', '../seed-assets/']
    .map((relativePath) => fileURLToPath(new URL(relativePath, import.meta.url)))
    .find((folder) => existsSync(join(folder, 'images')));
}

/** Stores one seed file under a fresh key in `folder`; returns the key. */
async function store(ctx: AppContext, file: string, folder: string): Promise<string> {
  const key = `${folder}${randomUUID()}.${file.split('.').pop()}`;
  await storageOf(ctx).put(key, readFileSync(file), contentTypeOf(file));
  return key;
}

/** Stores the demo HLS folder under a fresh content key; returns the key. */
async function storeHls(ctx: AppContext, folder: string): Promise<string> {
  const key = `${CONTENT_PREFIX}hls/${randomUUID()}`;
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    await storageOf(ctx).put(`${key}/${relative(folder, file).split('\\').join('/')}`, readFileSync(file));
  }
  return key;
}

async function buildCourse(
  ctx: AppContext,
  layout: Layout,
  images: (name: string) => Promise<string>,
  course: { name: string; description: string; image: string; qa: boolean },
) {
  const made = await createCourse(ctx, { ...course, image: await images(course.image) });
  const items: { id: string; kind: ItemKind; name: string; subject: string }[] = [];
  const subjectIds: string[] = [];
  for (const subject of layout) {
    const s = await createSubject(ctx, {
      courseId: made._id,
      name: subject.name,
      image: await images(subject.image),
    });
    subjectIds.push(s._id);
    for (const [kind, name, description] of subject.items) {
      const item = await createItem(ctx, { kind, subjectId: s._id, name, description });
      items.push({ id: item._id, kind, name, subject: subject.name });
    }
  }
  return { courseId: made._id, subjectIds, items };
}

/**
 * The demo institute's study side: "HSC Science 2026" (three subjects with images; chapters, lectures
 * and question-solve items; a real 8-second HLS video and a PDF note on Physics > Vectors) with its Q&A
 * forum switched on, and "HSC English 2026" without Q&A, both given whole to the demo group. The demo
 * student 01710000001 sees both.
 */
export async function seedDemoContent(ctx: AppContext, accounts: DemoAccounts): Promise<DemoContent> {
  const folder = assetFolder();
  const imageKeys = new Map<string, string>();
  const images = async (name: string) => {
    if (!folder) return '';
    if (!imageKeys.has(name))
      imageKeys.set(name, await store(ctx, join(folder, 'images', name), PUBLIC_PREFIX));
    return imageKeys.get(name)!;
  };

  const main = await buildCourse(ctx, MAIN_COURSE, images, {
    name: 'HSC Science 2026',
    description:
      'Physics, Chemistry and Higher Math for the 2026 HSC batch: recorded classes, notes and solved questions.',
    image: 'course-hsc.jpg',
    qa: true,
  });
  const english = await buildCourse(ctx, ENGLISH_COURSE, images, {
    name: 'HSC English 2026',
    description: 'English First and Second Paper for the 2026 HSC batch.',
    image: 'course-qa.jpg',
    qa: false,
  });
  // The group's courses are set as they are stored: its students' dues and their dates are the fee seed's.
  await addCourseToGroup(ctx.db, accounts.groupId, main.courseId, ctx.now());
  await addCourseToGroup(ctx.db, accounts.groupId, english.courseId, new Date(ctx.now().getTime() + 1));

  const chapter = main.items.find((i) => i.kind === 'chapter' && i.name === 'Vectors')!;
  const lecture = main.items.find((i) => i.kind === 'lecture' && i.name === 'Lecture 1: Vectors')!;
  let videoId = '';
  let noteId = '';
  if (folder) {
    const hls = { key: await storeHls(ctx, join(folder, 'demo-video')), playlist: 'master.m3u8' };
    const thumbnail = await images('subject-physics.jpg');
    for (const item of [chapter, lecture]) {
      const video = await registerVideo(ctx, item.id, {
        title: DEMO_VIDEO_TITLE,
        description: DEMO_VIDEO_DESCRIPTION,
        hls,
        thumbnail,
        isPublished: true,
      });
      videoId ||= video._id;
      // a draft staff have not published yet: students never see it
      await registerVideo(ctx, item.id, {
        title: 'Vectors: worked examples (draft)',
        description: 'Solved board questions on the dot and cross products.',
        hls,
        isPublished: false,
      });
    }
    const noteKey = await store(ctx, join(folder, 'notes', 'vectors-note.pdf'), `${CONTENT_PREFIX}notes/`);
    const practiceKey = await store(
      ctx,
      join(folder, 'notes', 'vectors-note.pdf'),
      `${CONTENT_PREFIX}notes/`,
    );
    const releaseAt = new Date(ctx.now().getTime() + SCHEDULED_NOTE_DAYS * 24 * 60 * 60_000).toISOString();
    for (const item of [chapter, lecture]) {
      const [note] = await addFiles(ctx, item.id, [
        {
          title: DEMO_NOTE_TITLE,
          description:
            'The class notes on vectors: components, $\\hat{i}$ and $\\hat{j}$, and the dot product.',
          key: noteKey,
        },
        {
          title: DEMO_SCHEDULED_NOTE_TITLE,
          description: 'Practice problems for the weekly test.',
          key: practiceKey,
          releaseAt,
        },
      ]);
      noteId ||= note!._id;
    }
  }
  return {
    courseId: main.courseId,
    englishCourseId: english.courseId,
    subjectIds: main.subjectIds,
    chapterId: chapter.id,
    videoId,
    noteId,
  };
}
