import { expect } from '@playwright/test';
import { choose } from '../support/antd-select';
import { test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, sitExam, staffSession, studentSession } from '../support/staff-api';

test("the course trend shows each published exam's mean by date", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const course = await call<{ _id: string }>('POST', '/staff/courses', admin, { name: `Trend ${stamp}` });
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, {
    name: `Trend ${stamp}`,
    courseId: course._id,
  });
  const question = await call<{ _id: string }>('POST', '/staff/questions', admin, {
    type: 'MCQ',
    title: `Trend ${stamp}: 2 + 2?`,
    options: ['3', '4'],
    answer: ['4'],
    point: 2,
  });
  const exam = await call<{ _id: string }>('POST', '/staff/exams', admin, {
    title: `Trend exam ${stamp}`,
    questions: [{ questionId: question._id }],
    passMark: 40,
    shuffleOptions: false,
  });
  await call('POST', `/staff/exams/${exam._id}/assignments`, admin, {
    groupId: group._id,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    duration: 30,
  });
  // One student right (2), one wrong (0): the mean is 1 of 2.
  for (const [i, pick] of ['4', '3'].entries()) {
    const s = await admittedStudent(request, baseURL!, admin, {
      name: `Trend ${stamp} ${i}`,
      sid: `T${stamp}${i}`,
      groupIds: [group._id],
    });
    const session = await studentSession(request, baseURL!, s.phone, s.password);
    await sitExam(request, baseURL!, session, { examId: exam._id, groupId: group._id }, () => [pick]);
  }
  await call('PATCH', `/staff/exams/${exam._id}/assignments/${group._id}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await call('POST', `/staff/exams/${exam._id}/publish`, admin, { scope: 'exam' });

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', '/staff/results');
  const card = page.locator('.ant-card').filter({ hasText: 'Course trend' });
  await choose(page, card, 'Course', `Trend ${stamp}`);
  const row = card
    .getByTestId('course-trend')
    .getByRole('row')
    .filter({ hasText: `Trend exam ${stamp}` });
  await expect(row).toContainText('1 / 2');
  await expect(row).toContainText('2');
});
