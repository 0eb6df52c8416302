import { qaRoutes, qaStaffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let forum: Awaited<ReturnType<typeof makeCourse>>;
let ayesha: { id: string; session: string };
let karim: { id: string; session: string };
let outsider: { id: string; session: string };
let admin: { id: string; session: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  forum = await makeCourse(t.ctx, 'HSC Q&A', { Physics: ['Vectors'], Chemistry: ['Organic'] });
  const other = await makeCourse(t.ctx, 'Other', { Botany: ['Roots'] });
  const group = await makeCourseGroup(t.ctx, forum.courseId);
  ayesha = await studentIn(t, [group]);
  karim = await studentIn(t, [group]);
  outsider = await studentIn(t, [await makeCourseGroup(t.ctx, other.courseId)]);
  admin = await staffIn(t, ['admin']);
});
afterAll(async () => {
  await t.close();
});

async function question(text = 'How do vectors add?') {
  const res = await askQuestion(t, ayesha, { course: forum, subject: 'Physics', chapter: 'Vectors' }, text);
  return res.json().data as { _id: string };
}

const reply = (
  who: { id: string; session: string },
  questionId: string,
  body: Record<string, unknown> = {},
) =>
  call(
    qaRoutes.addComment,
    {
      body: {
        questionId,
        userId: who.id,
        userType: 'Student',
        reply: 'Head to tail.',
        media: [],
        ...body,
      },
    },
    who.session,
  );

describe('replies', () => {
  it('store questions and replies as plain text with math and line breaks, never script or HTML', async () => {
    const q = await question(
      '<p>Why is $v = \\frac{d}{t}$?</p><script>alert(1)</script>Line two\r\nLine three',
    );
    const stored = (await call(qaRoutes.question, { params: { questionId: q._id } }, karim.session)).json()
      .data;
    expect(stored.questionDescription).toBe('Why is $v = \\frac{d}{t}$?\nLine two\nLine three');
    const res = await reply(karim, q._id, {
      reply: 'Use $\\ce{H2O}$<br>then <img src=x onerror=alert(1)>$a<b$',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reply).toBe('Use $\\ce{H2O}$\nthen $a<b$');
  });

  it('adds replies in order, also as a reply to a comment, with attachments of allowed types only', async () => {
    const q = await question();
    const first = await reply(karim, q._id, {
      media: [
        { mediaType: 'audio/wav', mediaUrl: 'uploads/a.wav' },
        { mediaType: 'video/mp4', mediaUrl: 'uploads/v.mp4' },
      ],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      questionId: q._id,
      userId: { _id: karim.id, name: 'Test Student' },
      userType: 'Student',
      reply: 'Head to tail.',
      media: [{ mediaType: 'audio/wav', mediaUrl: 'uploads/a.wav' }],
      upvotes: 0,
      commentId: null,
    });
    t.clock.advance(1000);
    const second = await reply(ayesha, q._id, { reply: 'Thanks!', commentId: first.json().data._id });
    expect(second.json().data.commentId).toBe(first.json().data._id);
    const list = (await call(qaRoutes.comments, { params: { questionId: q._id } }, karim.session)).json()
      .data;
    expect(list.map((c: { reply: string }) => c.reply)).toEqual(['Head to tail.', 'Thanks!']);
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, ayesha.session)).json().data.answers,
    ).toBe(2);
  });

  it("refuses replying as someone else (403), as Admin (400), to another thread's comment (400), empty (400), outside one's subjects (404)", async () => {
    const q = await question();
    expect((await reply(karim, q._id, { userId: ayesha.id })).statusCode).toBe(403);
    expect((await reply(karim, q._id, { userType: 'Admin' })).statusCode).toBe(400);
    const elsewhere = await question('Another');
    const foreign = (await reply(karim, elsewhere._id)).json().data._id;
    const wrongParent = await reply(karim, q._id, { commentId: foreign });
    expect(wrongParent.statusCode).toBe(400);
    const empty = await reply(karim, q._id, { reply: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.title).toBe('Empty reply');
    expect((await reply(outsider, q._id)).statusCode).toBe(404);
  });

  it('blocks replies and edits once COMPLETED, and allows them again when reopened', async () => {
    const q = await question();
    const mine = (await reply(karim, q._id)).json().data;
    const done = await call(
      qaStaffRoutes.setStatus,
      {
        params: { questionId: q._id },
        body: { status: 'COMPLETED' },
      },
      admin.session,
    );
    expect(done.json().data.status).toBe('COMPLETED');
    const blocked = await reply(ayesha, q._id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors.title).toBe('Question completed');
    const edit = await call(
      qaRoutes.updateComment,
      {
        body: {
          commentId: mine._id,
          reply: 'x',
        },
      },
      karim.session,
    );
    expect(edit.statusCode).toBe(409);
    const teacher = await call(
      qaStaffRoutes.reply,
      {
        params: { questionId: q._id },
        body: { reply: 'Closed.' },
      },
      admin.session,
    );
    expect(teacher.statusCode).toBe(409);
    await call(
      qaStaffRoutes.setStatus,
      { params: { questionId: q._id }, body: { status: 'OPEN' } },
      admin.session,
    );
    expect((await reply(ayesha, q._id)).statusCode).toBe(201);
  });
});

describe('editing a reply', () => {
  it('lets a student edit only their own last reply', async () => {
    const q = await question();
    const first = (await reply(karim, q._id, { reply: 'first' })).json().data;
    t.clock.advance(1000);
    const second = (await reply(ayesha, q._id, { reply: 'second' })).json().data;
    const edit = (
      who: { id: string; session: string },
      commentId: string,
      body: Record<string, unknown> = {},
    ) => call(qaRoutes.updateComment, { body: { commentId, reply: 'edited', ...body } }, who.session);

    const notLast = await edit(karim, first._id);
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json().errors.title).toBe('Not the last reply');
    expect((await edit(karim, second._id)).statusCode).toBe(403);
    expect((await edit(ayesha, second._id, { userId: karim.id })).statusCode).toBe(403);
    const ok = await edit(ayesha, second._id, {
      media: [{ mediaType: 'image/png', mediaUrl: 'uploads/p.png' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ reply: 'edited', media: [{ mediaType: 'image/png' }] });
    const list = (await call(qaRoutes.comments, { params: { questionId: q._id } }, karim.session)).json()
      .data;
    expect(list.map((c: { reply: string }) => c.reply)).toEqual(['first', 'edited']);
    expect((await edit(ayesha, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('upvotes', () => {
  it('toggles an upvote and returns the upvote list and the updated reply', async () => {
    const q = await question();
    const answer = (await reply(karim, q._id)).json().data;
    const up = await call(
      qaRoutes.upvoteAnswer,
      {
        body: {
          commentId: answer._id,
          questionId: q._id,
        },
      },
      ayesha.session,
    );
    expect(up.statusCode).toBe(200);
    expect(up.json().data.comments).toEqual([answer._id]);
    expect(up.json().data.updatedComment).toMatchObject({ _id: answer._id, upvotes: 1, isUpvoted: true });
    const mine = (await call(qaRoutes.upvotes, { query: { questionId: q._id } }, ayesha.session)).json().data;
    expect(mine).toEqual([answer._id]);
    expect((await call(qaRoutes.upvotes, {}, ayesha.session)).json().data.length).toBeGreaterThanOrEqual(1);
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, ayesha.session)).json().data.upvotes,
    ).toBe(1);

    const down = await call(
      qaRoutes.upvoteAnswer,
      {
        body: {
          commentId: answer._id,
          questionId: q._id,
        },
      },
      ayesha.session,
    );
    expect(down.json().data.comments).toEqual([]);
    expect(down.json().data.updatedComment.upvotes).toBe(0);

    const other = await question('Other');
    const mismatch = await call(
      qaRoutes.upvoteAnswer,
      {
        body: {
          commentId: answer._id,
          questionId: other._id,
        },
      },
      ayesha.session,
    );
    expect(mismatch.statusCode).toBe(400);
    const outside = await call(
      qaRoutes.upvoteAnswer,
      {
        body: {
          commentId: answer._id,
          questionId: q._id,
        },
      },
      outsider.session,
    );
    expect(outside.statusCode).toBe(404);
    expect((await call(qaRoutes.upvotes, { query: { questionId: 'nope' } }, ayesha.session)).statusCode).toBe(
      400,
    );
  });
});
