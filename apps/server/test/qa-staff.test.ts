import { accountRoutes, qaRoutes, qaStaffRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let forum: Awaited<ReturnType<typeof makeCourse>>;
let ayesha: { id: string; session: string };
let admin: { id: string; session: string };
let mentor: { id: string; session: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  forum = await makeCourse(t.ctx, 'HSC Q&A', { Physics: ['Vectors'], Chemistry: ['Organic'] });
  ayesha = await studentIn(t, [await makeCourseGroup(t.ctx, forum.courseId)]);
  admin = await staffIn(t, ['admin']);
  mentor = await staffIn(t, ['mentor']);
});
afterAll(async () => {
  await t.close();
});

async function question(subject: 'Physics' | 'Chemistry', text: string) {
  const chapter = subject === 'Physics' ? 'Vectors' : 'Organic';
  const res = await askQuestion(t, ayesha, { course: forum, subject, chapter }, text);
  return res.json().data as { _id: string };
}

describe("mentors' subjects", () => {
  it('lets an admin or moderator assign subjects to a mentor, and checks them', async () => {
    expect((await call(qaStaffRoutes.questions, {}, undefined)).statusCode).toBe(401);
    expect((await call(qaStaffRoutes.questions, {}, ayesha.session)).statusCode).toBe(403);
    const examiner = await staffIn(t, ['examiner']);
    expect((await call(qaStaffRoutes.questions, {}, examiner.session)).statusCode).toBe(403);

    const params = { staffId: mentor.id };
    const put = await call(
      qaStaffRoutes.setMentorSubjects,
      { params, body: { subjectIds: [forum.subjectIds.Physics] } },
      admin.session,
    );
    expect(put.json().data).toEqual({ subjectIds: [forum.subjectIds.Physics] });
    const moderator = await staffIn(t, ['moderator']);
    expect(
      (await call(qaStaffRoutes.mentorSubjects, { params }, moderator.session)).json().data.subjectIds,
    ).toEqual([forum.subjectIds.Physics]);
    expect(
      (await call(qaStaffRoutes.setMentorSubjects, { params, body: { subjectIds: [] } }, mentor.session))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          qaStaffRoutes.setMentorSubjects,
          { params: { staffId: examiner.id }, body: { subjectIds: [] } },
          admin.session,
        )
      ).statusCode,
    ).toBe(400);
    const unknown = await call(
      qaStaffRoutes.setMentorSubjects,
      {
        params,
        body: { subjectIds: ['00000000-0000-4000-8000-000000000000'] },
      },
      admin.session,
    );
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await call(
          qaStaffRoutes.setMentorSubjects,
          {
            params: { staffId: '00000000-0000-4000-8000-000000000000' },
            body: { subjectIds: [] },
          },
          admin.session,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the Teacher side', () => {
  it("shows a mentor only their subjects' questions; an admin sees all", async () => {
    await call(
      qaStaffRoutes.setMentorSubjects,
      {
        params: { staffId: mentor.id },
        body: { subjectIds: [forum.subjectIds.Physics] },
      },
      admin.session,
    );
    const physics = await question('Physics', 'Why is velocity a vector?');
    const chemistry = await question('Chemistry', 'What is an ester?');
    const seen = (await call(qaStaffRoutes.questions, {}, mentor.session)).json().data;
    expect(seen.questions.map((q: { _id: string }) => q._id)).toContain(physics._id);
    expect(seen.questions.map((q: { _id: string }) => q._id)).not.toContain(chemistry._id);
    const all = (await call(qaStaffRoutes.questions, { query: { limit: '100' } }, admin.session)).json().data;
    expect(all.questions.map((q: { _id: string }) => q._id)).toEqual(
      expect.arrayContaining([physics._id, chemistry._id]),
    );
    expect(
      (await call(qaStaffRoutes.thread, { params: { questionId: chemistry._id } }, mentor.session))
        .statusCode,
    ).toBe(404);
    const thread = await call(qaStaffRoutes.thread, { params: { questionId: physics._id } }, mentor.session);
    expect(thread.json().data.question._id).toBe(physics._id);
    expect(thread.json().data.comments).toEqual([]);
    const searched = (
      await call(qaStaffRoutes.questions, { query: { search: 'velocity', status: 'OPEN' } }, mentor.session)
    ).json().data;
    expect(searched.questions.map((q: { _id: string }) => q._id)).toEqual([physics._id]);
  });

  it("shows students a reply as the Teacher's, never by the staff member's name; staff see the name", async () => {
    await call(
      qaStaffRoutes.setMentorSubjects,
      { params: { staffId: mentor.id }, body: { subjectIds: [forum.subjectIds.Physics] } },
      admin.session,
    );
    expect(
      (await call(staffRoutes.updateMe, { body: { name: 'Rafiq Hasan' } }, mentor.session)).statusCode,
    ).toBe(200);
    const q = await question('Physics', 'Why is the sky blue?');
    const params = { questionId: q._id };
    const reply = await call(qaStaffRoutes.reply, { params, body: { reply: 'Scattering.' } }, mentor.session);
    expect(reply.json().data.userId).toEqual({ _id: mentor.id, name: 'Rafiq Hasan' });
    const thread = (await call(qaStaffRoutes.thread, { params }, admin.session)).json().data;
    expect(thread.comments[0].userId.name).toBe('Rafiq Hasan');

    const forStudent = (await call(qaRoutes.comments, { params }, ayesha.session)).json().data;
    expect(forStudent[0]).toMatchObject({ userType: 'Admin', userId: { name: 'Teacher' } });
    expect(JSON.stringify(forStudent)).not.toContain('Rafiq');
    const upvoted = await call(
      qaRoutes.upvoteAnswer,
      { body: { questionId: q._id, commentId: forStudent[0]._id } },
      ayesha.session,
    );
    expect(upvoted.statusCode, upvoted.body).toBe(200);
    expect(JSON.stringify(upvoted.json())).not.toContain('Rafiq');
    await call(staffRoutes.updateMe, { body: { name: 'Staff' } }, mentor.session);
  });

  it('replies as Teacher with attachments and tells the student who asked', async () => {
    await call(
      qaStaffRoutes.setMentorSubjects,
      {
        params: { staffId: mentor.id },
        body: { subjectIds: [forum.subjectIds.Physics] },
      },
      admin.session,
    );
    const q = await question('Physics', 'What is displacement?');
    const res = await call(
      qaStaffRoutes.reply,
      {
        params: { questionId: q._id },
        body: {
          reply: 'The change of position.',
          media: [
            { mediaType: 'application/pdf', mediaUrl: 'uploads/notes.pdf' },
            { mediaType: 'application/zip', mediaUrl: 'uploads/x.zip' },
          ],
        },
      },
      mentor.session,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      userType: 'Admin',
      userId: { _id: mentor.id, name: 'Staff' },
      media: [{ mediaType: 'application/pdf', mediaUrl: 'uploads/notes.pdf' }],
    });
    const comments = (await call(qaRoutes.comments, { params: { questionId: q._id } }, ayesha.session)).json()
      .data;
    expect(comments).toHaveLength(1);
    expect(comments[0].userType).toBe('Admin');
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, ayesha.session)).json().data
        .teacherReplies,
    ).toBe(1);

    const profile = (await call(accountRoutes.profile, {}, ayesha.session)).json().data;
    const note = profile.notifications.find(
      (n: { notificationId: { info: { on: string; id: string } } }) => n.notificationId.info.id === q._id,
    );
    expect(note).toBeDefined();
    expect(note.notificationId.info.on).toBe('question');
    expect(note.isSeen).toBe(false);
  });

  it('completes and reopens a thread, edits and deletes abusive content', async () => {
    const q = await question('Physics', 'Some rude words here');
    const studentReply = (
      await call(
        qaRoutes.addComment,
        {
          body: {
            questionId: q._id,
            userId: ayesha.id,
            userType: 'Student',
            reply: 'more rude words',
            media: [],
          },
        },
        ayesha.session,
      )
    ).json().data;
    const editQ = await call(
      qaStaffRoutes.editQuestion,
      {
        params: { questionId: q._id },
        body: { questionDescription: '[removed by a teacher]' },
      },
      mentor.session,
    );
    expect(editQ.statusCode).toBe(200);
    expect(editQ.json().data.questionDescription).toBe('[removed by a teacher]');
    const editC = await call(
      qaStaffRoutes.editComment,
      {
        params: { commentId: studentReply._id },
        body: { reply: '[removed]' },
      },
      mentor.session,
    );
    expect(editC.json().data.reply).toBe('[removed]');
    // the old words are gone from the search index
    const search = await call(qaRoutes.searchQuestions, { body: { searchString: 'rude' } }, ayesha.session);
    expect(search.json().data.questions).toEqual([]);

    const done = await call(
      qaStaffRoutes.setStatus,
      {
        params: { questionId: q._id },
        body: { status: 'COMPLETED' },
      },
      mentor.session,
    );
    expect(done.json().data.status).toBe('COMPLETED');
    expect(
      (
        await call(
          qaStaffRoutes.setStatus,
          { params: { questionId: q._id }, body: { status: 'x' } },
          mentor.session,
        )
      ).statusCode,
    ).toBe(400);

    expect(
      (await call(qaStaffRoutes.deleteComment, { params: { commentId: studentReply._id } }, mentor.session))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, ayesha.session)).json().data.answers,
    ).toBe(0);
    expect(
      (await call(qaStaffRoutes.deleteComment, { params: { commentId: studentReply._id } }, mentor.session))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(qaStaffRoutes.deleteQuestion, { params: { questionId: q._id } }, mentor.session))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, ayesha.session)).statusCode,
    ).toBe(404);

    const chemistry = await question('Chemistry', 'Out of the mentor subjects');
    expect(
      (await call(qaStaffRoutes.deleteQuestion, { params: { questionId: chemistry._id } }, mentor.session))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(qaStaffRoutes.deleteQuestion, { params: { questionId: chemistry._id } }, admin.session))
        .statusCode,
    ).toBe(200);
  });
});
