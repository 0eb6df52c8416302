import { type APIRequestContext, expect } from '@playwright/test';
import { resultsTab, signInStaff } from '../support/console';
import { test } from '../support/fixtures';
import { smsLinesFor } from '../support/server-log';
import {
  admittedStudent,
  apiCaller,
  examOfItsOwn,
  freshPhone,
  sitExam,
  staffSession,
  studentSession,
} from '../support/staff-api';

const CAPITAL = 'Capital of Bangladesh?';

/**
 * The journey's own live exam: one two-mark question, given to a new group of two students with
 * guardian numbers on the roster; one sat it (right), one did not; the window closed. One guardian's
 * number asked not to be texted.
 */
async function examWithGuardians(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const w = await examOfItsOwn(request, baseURL, admin, {
    title: `SMS journey ${stamp}`,
    group: `SMS ${stamp}`,
    questions: [{ type: 'MCQ', title: CAPITAL, options: ['Dhaka', 'Khulna'], answer: ['Dhaka'], point: 2 }],
    exam: { shuffleOptions: false, passMark: 40 },
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });
  const sat = await admittedStudent(request, baseURL, admin, {
    name: `Sadia ${stamp}`,
    sid: `M${stamp}1`,
    groupIds: [w.groupId],
  });
  const away = await admittedStudent(request, baseURL, admin, {
    name: `Rafi ${stamp}`,
    sid: `M${stamp}2`,
    groupIds: [w.groupId],
  });
  const guardians = { sat: freshPhone(), away: freshPhone() };
  await call('PATCH', `/staff/students/${sat.id}`, admin, { contact: guardians.sat });
  await call('PATCH', `/staff/students/${away.id}`, admin, { contact: guardians.away });
  await call('POST', '/staff/sms/opt-outs', admin, { phone: guardians.away, note: `journey ${stamp}` });
  const session = await studentSession(request, baseURL, sat.phone, sat.password);
  await sitExam(request, baseURL, session, w, () => ['Dhaka']);
  await call('PATCH', `/staff/exams/${w.examId}/assignments/${w.groupId}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  return { ...w, sat, away, guardians };
}

test('publishing with SMS to students and guardians previews the message, parts and cost, sends once each, and a failed one is resent', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const w = await examWithGuardians(request, baseURL!, stamp);

  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto(`/staff/results/${w.examId}`);
  await resultsTab(page, 'Summary');
  await page.getByRole('button', { name: 'Publish results' }).click();
  const publishing = page.getByRole('dialog', { name: 'Publish results?' });
  await publishing.getByRole('radio', { name: 'Students and guardians' }).check();

  // The preview: the present student's real message (Bengali, Unicode), the absent one's, the counts.
  const preview = publishing.getByLabel('SMS preview');
  await expect(preview).toContainText(`Message to Sadia ${stamp}`);
  await expect(preview.getByTestId('sms-sample').first()).toContainText(`Sadia ${stamp}`);
  await expect(preview.getByTestId('sms-sample').first()).toContainText('2/2');
  await expect(preview).toContainText('(Unicode)');
  await expect(preview).toContainText(`Absent message to Rafi ${stamp}`);
  await expect(preview).toContainText('1 opted out');
  await expect(preview.getByRole('row', { name: /Messages/ })).toContainText('3');
  await expect(preview.getByRole('row', { name: /Estimated cost/ })).toContainText('Tk');
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '3 result SMS queued.' })).toBeVisible();

  // The delivery log: three sent, the opted-out guardian failed with the reason.
  await resultsTab(page, 'SMS');
  const totals = page.getByLabel('SMS totals');
  await expect(totals).toContainText('Sent3');
  const optedOut = page
    .getByRole('row')
    .filter({ hasText: `Rafi ${stamp}` })
    .filter({ hasText: 'Guardian' });
  await expect(optedOut).toContainText('Failed');
  await expect(optedOut).toContainText('asked not to be texted');
  expect(smsLinesFor(w.sat.phone)).toHaveLength(2); // the registration code, then the result
  expect(smsLinesFor(w.guardians.sat)).toHaveLength(1);
  expect(smsLinesFor(w.guardians.away)).toHaveLength(0);

  // The guardian may be texted again: taken off the list, the failed message is resent.
  await page.getByRole('button', { name: 'SMS settings' }).click();
  const settings = page.getByRole('dialog', { name: 'SMS settings' });
  await settings
    .getByRole('row')
    .filter({ hasText: w.guardians.away })
    .getByRole('button', { name: 'Text again' })
    .click();
  await expect(settings.getByRole('row').filter({ hasText: w.guardians.away })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Resend failed' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '1 result SMS queued.' })).toBeVisible();
  await expect(optedOut).toContainText('Sent');
  await expect(totals).toContainText('Sent4');
  await expect.poll(() => smsLinesFor(w.guardians.away).length).toBe(1);
  expect(smsLinesFor(w.guardians.away)[0]!.text).toContain(`Rafi ${stamp}`);
});
