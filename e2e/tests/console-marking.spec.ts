import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, staffSession, studentSession } from '../support/staff-api';

// A 1x1 PNG: the student's photo of their working.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// Its own group, exam and student: the shared demo data is left as it was.
test('an examiner marks a written answer from the keyboard, a second examiner reviews it, and the student sees the marks', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now().toString(36);
  const title = `Marking journey ${stamp}`;
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, {
    name: `Marking batch ${stamp}`,
  });
  const student = await admittedStudent(request, baseURL!, admin, {
    name: 'Nusrat Jahan',
    sid: `M-${stamp}`,
    groupIds: [group._id],
  });
  const mcq = await call<{ _id: string }>('POST', '/staff/questions', admin, {
    type: 'MCQ',
    title: 'Which gas do plants take in?',
    options: ['Oxygen', 'Carbon dioxide'],
    answer: ['Carbon dioxide'],
    point: 1,
  });
  const paragraph = await call<{ _id: string }>('POST', '/staff/questions', admin, {
    type: 'paragraph',
    title: 'Explain photosynthesis in two sentences.',
    point: 5,
  });
  const exam = await call<{ _id: string }>('POST', '/staff/exams', admin, {
    title,
    passMark: 40,
    questions: [{ questionId: mcq._id }, { questionId: paragraph._id }],
  });
  const now = Date.now();
  await call('POST', `/staff/exams/${exam._id}/assignments`, admin, {
    groupId: group._id,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
    duration: 60,
  });

  // The student sits it: the right option, and a paragraph with a photo attached.
  const session = await studentSession(request, baseURL!, student.phone, student.password);
  const signed = await call<{ signedUrl: string; key: string }>(
    'GET',
    '/content/signed-request?mimeType=image%2Fpng',
    session,
  );
  const put = await request.fetch(new URL(signed.signedUrl, baseURL).toString(), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    data: PNG,
  });
  expect(put.ok(), await put.text()).toBe(true);
  await call('PATCH', `/exam/start/${exam._id}/group-id/${group._id}`, session);
  const answer = (questionId: string, body: Record<string, unknown>) =>
    call('PATCH', `/exam/add-answer/${exam._id}/group/${group._id}?isLive=true`, session, {
      questionId,
      timestamp: Date.now(),
      ...body,
    });
  await answer(mcq._id, { answer: ['Carbon dioxide'] });
  await answer(paragraph._id, {
    answer: ['Plants use light to turn water and carbon dioxide into sugar.'],
    extra: [{ name: 'working.png', key: signed.key, type: 'image/png' }],
  });
  await call('PATCH', `/exam/submit/${exam._id}/group/${group._id}`, session);

  // A second student, submitted after the first: the queue is in submission order.
  const classmate = await admittedStudent(request, baseURL!, admin, {
    name: 'Rafi Ahmed',
    sid: `R-${stamp}`,
    groupIds: [group._id],
  });
  const classmateSession = await studentSession(request, baseURL!, classmate.phone, classmate.password);
  await call('PATCH', `/exam/start/${exam._id}/group-id/${group._id}`, classmateSession);
  await call('PATCH', `/exam/add-answer/${exam._id}/group/${group._id}?isLive=true`, classmateSession, {
    questionId: paragraph._id,
    answer: ['Leaves make food.'],
    timestamp: Date.now(),
  });
  await call('PATCH', `/exam/submit/${exam._id}/group/${group._id}`, classmateSession);

  // The examiner: exam -> question with its progress -> the answer, marked by keys only.
  await openStaffSignedIn(page, 'examiner', 'examiner1234', '/staff/marking');
  await page.getByRole('searchbox', { name: 'Search exams' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search exams' }).press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: title })).toContainText('0 of 2 marked');
  await page.getByRole('button', { name: title }).click();
  await expect(page.getByRole('row', { name: /Explain photosynthesis/ })).toContainText('0 of 2 marked');
  await page.getByRole('button', { name: 'Mark question 2' }).click();

  const shown = page.getByRole('region', { name: "Student's answer" });
  await expect(shown).toContainText('Plants use light to turn water and carbon dioxide into sugar.');
  const photo = shown.getByRole('img', { name: 'working.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText('save and go to the next answer')).toBeVisible();
  await expect(page.getByText('Answer 1 of 2')).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByText('Answer 2 of 2')).toBeVisible();
  await expect(shown).toContainText('Leaves make food.');
  await page.keyboard.press('k');
  await expect(page.getByText('Answer 1 of 2')).toBeVisible();
  await expect(shown).toContainText('Plants use light');

  await page.keyboard.press('c');
  await expect(page.getByLabel('Comment for the student')).toBeFocused();
  await page.keyboard.type('Good; name the pigment next time.');
  await page.keyboard.press('Escape');
  await page.keyboard.press('4');
  await expect(page.getByLabel('Marks (0 to 5)')).toBeFocused();
  await expect(page.getByLabel('Marks (0 to 5)')).toHaveValue('4');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved 4 for Nusrat Jahan')).toBeVisible();
  // Enter went on to the next answer.
  await expect(shown).toContainText('Leaves make food.');
  await expect(page.getByText('1 of 2 marked · 0 reviewed')).toBeVisible();
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved 2 for Rafi Ahmed')).toBeVisible();
  await expect(page.getByText('Every answer here is marked')).toBeVisible();
  await expect(page.getByText('2 of 2 marked · 0 reviewed')).toBeVisible();

  // The exam controller reviews it: the first marks are shown, theirs are recorded beside them.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await openStaffSignedIn(
    page,
    'examcontroller',
    'examcontroller1234',
    `/staff/marking?exam=${exam._id}&question=${paragraph._id}&mode=review`,
  );
  await expect(page.getByText('First marks: 4 by Sadia Examiner')).toBeVisible();
  // A tablet works too: nothing scrolls sideways.
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(page.getByRole('img', { name: 'working.png' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
  await expect(page.getByText('Marked, not reviewed')).toBeVisible();
  await page.keyboard.press('3');
  await page.keyboard.press('.');
  await page.keyboard.press('5');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved 3.5 for Nusrat Jahan')).toBeVisible();
  await expect(page.getByText('First marks: 2 by Sadia Examiner')).toBeVisible();
  await page.getByText('Reviewed', { exact: true }).click();
  await expect(page.getByText('Reviewed: changed')).toBeVisible();
  await expect(page.getByText(/Reviewed by Kamal Exam Controller on .*: 3.5 marks count/)).toBeVisible();
  await expect(page.getByText('2 of 2 marked · 1 reviewed')).toBeVisible();

  // Once the window is closed and the results published, the student's result carries the reviewed
  // marks and the comment.
  await call('PATCH', `/staff/exams/${exam._id}/assignments/${group._id}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await call('POST', `/staff/exams/${exam._id}/publish`, admin, { groupId: group._id });
  const { examResult: result } = await call<{
    examResult: {
      marksObtained: number;
      pending: number;
      answers: { questionId: { _id: string }; marks: number; notes: string }[];
    };
  }>('GET', `/exam/result/${exam._id}/student/by-groupId/${group._id}`, session);
  expect(result.marksObtained).toBe(4.5);
  expect(result.pending).toBe(0);
  expect(result.answers.find((a) => a.questionId._id === paragraph._id)).toMatchObject({
    marks: 3.5,
    notes: 'Good; name the pigment next time.',
  });
});
