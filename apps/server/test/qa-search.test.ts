import { qaRoutes, qaStaffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let forum: Awaited<ReturnType<typeof makeCourse>>;
let other: Awaited<ReturnType<typeof makeCourse>>;
let ayesha: { id: string; session: string };
let karim: { id: string; session: string };
const ids: Record<string, string> = {};

const texts: Record<string, [string, 'Vectors' | 'Motion' | 'Organic']> = {
  newton: ['নিউটনের গতির দ্বিতীয় সূত্রটি ব্যাখ্যা করুন।', 'Motion'],
  friction: ['ঘর্ষণ বল কেন গতির বিপরীতে কাজ করে?', 'Motion'],
  vectorEn: ["What is the difference between a scalar and a vector? Newton's laws use vectors.", 'Vectors'],
  unit: ['How do I find a unit vector along a given direction?', 'Vectors'],
  benzene: ['বেনজিনের গঠন কেন স্থিতিশীল? Explain the resonance of benzene.', 'Organic'],
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  forum = await makeCourse(t.ctx, 'HSC Q&A', { Physics: ['Vectors', 'Motion'], Chemistry: ['Organic'] });
  other = await makeCourse(t.ctx, 'Other Q&A', { Physics2: ['Waves'] });
  const group = await makeCourseGroup(t.ctx, forum.courseId);
  ayesha = await studentIn(t, [group]);
  karim = await studentIn(t, [group]);
  for (const [key, [text, chapter]] of Object.entries(texts)) {
    t.clock.advance(60_000);
    const subject = chapter === 'Organic' ? 'Chemistry' : 'Physics';
    const who = key === 'unit' ? karim : ayesha;
    const res = await askQuestion(t, who, { course: forum, subject, chapter }, text);
    ids[key] = res.json().data._id;
  }
  // a question elsewhere that must never show up
  const admin = await staffIn(t, ['admin']);
  const outsiderGroup = await makeCourseGroup(t.ctx, other.courseId);
  const outsider = await studentIn(t, [outsiderGroup]);
  await askQuestion(
    t,
    outsider,
    { course: other, subject: 'Physics2', chapter: 'Waves' },
    'নিউটন vector waves',
  );
  void admin;
});
afterAll(async () => {
  await t.close();
});

const search = (body: Record<string, unknown>, who = ayesha) =>
  call(
    qaRoutes.searchQuestions,
    {
      body: {
        studentId: who.id,
        courseId: forum.courseId,
        filter: '',
        page: 1,
        limit: 40,
        ...body,
      },
    },
    who.session,
  );
const found = async (body: Record<string, unknown>, who = ayesha) => {
  const res = await search(body, who);
  expect(res.statusCode).toBe(200);
  return (res.json().data.questions as { _id: string }[]).map((q) => q._id);
};

describe('search by words', () => {
  it('finds Bengali text by a whole word and by part of a word', async () => {
    expect(await found({ searchString: 'ঘর্ষণ' })).toEqual([ids.friction]);
    expect(await found({ searchString: 'নিউটনের' })).toEqual([ids.newton]);
    // part of a word: the stem without its case ending, and a piece from the middle
    expect(await found({ searchString: 'নিউটন' })).toEqual([ids.newton]);
    expect(await found({ searchString: 'স্থিতিশী' })).toEqual([ids.benzene]);
    expect(await found({ searchString: 'গতি' })).toEqual(expect.arrayContaining([ids.newton, ids.friction]));
  });

  it('matches Bengali written with decomposed characters or zero-width joiners the same', async () => {
    const decomposed = 'স্থিতিশীল'.normalize('NFD');
    expect(await found({ searchString: decomposed })).toEqual([ids.benzene]);
    expect(await found({ searchString: 'বেন\u200Cজিনের' })).toEqual([ids.benzene]);
    expect(await found({ searchString: 'বেনজিনের\u200D' })).toEqual([ids.benzene]);
  });

  it('finds English text by word, by part of a word and in any case', async () => {
    expect(await found({ searchString: 'SCALAR' })).toEqual([ids.vectorEn]);
    expect(await found({ searchString: 'resonan' })).toEqual([ids.benzene]);
    expect(await found({ searchString: 'ecto' })).toEqual(expect.arrayContaining([ids.vectorEn, ids.unit]));
  });

  it('ranks whole words above parts and more matching words higher', async () => {
    // "vector" is a whole word in both, but only one also has "unit"
    const ranked = await found({ searchString: 'unit vector' });
    expect(ranked[0]).toBe(ids.unit);
    expect(ranked).toContain(ids.vectorEn);
    // "vectors" is a whole word of vectorEn; in `unit` only "vector" appears (no match for "vectors")
    expect(await found({ searchString: 'vectors' })).toEqual([ids.vectorEn]);
  });

  it('finds nothing for words that are not there, and ignores punctuation-only searches', async () => {
    expect(await found({ searchString: 'thermodynamics' })).toEqual([]);
    const all = await found({ searchString: '?!' });
    expect(all).toHaveLength(5);
  });
});

describe('filters, sorts and pages', () => {
  it('shows the newest first by default and pages with totalRecords', async () => {
    const res = await search({ limit: 2, page: 1 });
    expect(res.json().data.totalRecords).toBe(5);
    expect(res.json().data.questions.map((q: { _id: string }) => q._id)).toEqual([ids.benzene, ids.unit]);
    expect(await found({ limit: 2, page: 2 })).toEqual([ids.vectorEn, ids.friction]);
    expect(await found({ limit: 2, page: 3 })).toEqual([ids.newton]);
    expect(await found({ limit: 2, page: 4 })).toEqual([]);
  });

  it('narrows by subject and chapter, and refuses a subject outside the groups (403)', async () => {
    expect(await found({ subjectId: forum.subjectIds.Chemistry })).toEqual([ids.benzene]);
    expect(await found({ subjectId: forum.subjectIds.Physics, chapterId: forum.chapterIds.Vectors })).toEqual(
      [ids.unit, ids.vectorEn],
    );
    expect((await search({ subjectId: other.subjectIds.Physics2 })).statusCode).toBe(403);
    expect(await found({ courseId: other.courseId })).toEqual([]);
  });

  it('sorts by My Questions, My Bookmarks, Date and Popularity', async () => {
    expect(await found({ filter: 'My_Questions' }, karim)).toEqual([ids.unit]);
    await call(
      qaRoutes.bookmarkQuestion,
      {
        body: {
          studentId: karim.id,
          questionId: ids.friction,
        },
      },
      karim.session,
    );
    expect(await found({ filter: 'My_Bookmarks' }, karim)).toEqual([ids.friction]);
    expect(await found({ filter: 'Date' })).toEqual([
      ids.benzene,
      ids.unit,
      ids.vectorEn,
      ids.friction,
      ids.newton,
    ]);

    // popularity: a bookmark (2) on friction; a like (1) on newton; a Teacher reply (3) on vectorEn
    await call(qaRoutes.likeQuestion, { body: { questionId: ids.newton } }, karim.session);
    const admin = await staffIn(t, ['admin']);
    await call(
      qaStaffRoutes.reply,
      {
        params: { questionId: ids.vectorEn },
        body: { reply: 'See chapter 2.' },
      },
      admin.session,
    );
    const popular = await found({ filter: 'Popularity' });
    expect(popular.slice(0, 3)).toEqual([ids.vectorEn, ids.friction, ids.newton]);
  });

  it('refuses bad input and another student id', async () => {
    expect((await search({ filter: 'Loudest' })).statusCode).toBe(400);
    expect((await search({ limit: 500 })).statusCode).toBe(400);
    expect((await search({ page: 0 })).statusCode).toBe(400);
    expect((await search({ studentId: karim.id })).statusCode).toBe(403);
  });
});

describe('keyword suggestions', () => {
  it('suggests matching questions with id and description, Bengali and English', async () => {
    const bn = await call(
      qaRoutes.questionKeywords,
      {
        body: {
          searchString: 'ঘর্ষ',
          courseId: forum.courseId,
        },
      },
      ayesha.session,
    );
    expect(bn.json().data).toEqual([{ _id: ids.friction, questionDescription: texts.friction![0] }]);
    const en = await call(qaRoutes.questionKeywords, { body: { searchString: 'Newton' } }, ayesha.session);
    expect(en.json().data.map((s: { _id: string }) => s._id)).toEqual([ids.vectorEn]);
    expect(
      (await call(qaRoutes.questionKeywords, { body: { searchString: ' ' } }, ayesha.session)).json().data,
    ).toEqual([]);
  });
});
