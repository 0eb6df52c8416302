import { demo, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';

test('a student in no group is told to ask the institute, by its name', async ({ page, branding }) => {
  await openSignedIn(page, demo.noGroup.phone, demo.noGroup.password);
  await expect(page.getByText('You are not added to a group yet', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      `To view contents you must be added to a student group. Please ask ${branding.name} Administration to add you to a group.`,
      { exact: true },
    ),
  ).toBeVisible();
});

test('a student in no group sees the same notice on My Exams and My Q&A', async ({ page, branding }) => {
  await openSignedIn(page, demo.noGroup.phone, demo.noGroup.password);
  await expect(page.getByText('You are not added to a group yet', { exact: true })).toBeVisible();
  for (const path of ['/exams', '/my-qa']) {
    await page.goto(path);
    await expect(page.getByText('You are not added to a group yet', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Please ask ${branding.name} Administration`, { exact: false }),
    ).toBeVisible();
  }
});
