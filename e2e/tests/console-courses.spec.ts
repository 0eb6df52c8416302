import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectAudited } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A small real lecture: 12 s of test pattern with a tone, H.264 + AAC in an mp4. */
function makeVideo(dir: string): string {
  const file = join(dir, 'Forces and motion.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=12:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '1500k', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

const tree = (page: Page) => page.getByRole('tree', { name: 'Courses' });
const treeNode = (page: Page, name: string) =>
  tree(page).locator('.ant-tree-treenode').filter({ hasText: name });

/** Opens a tree node's children (its switcher) when they are not shown yet. */
async function expand(node: Locator): Promise<void> {
  const switcher = node.locator('.ant-tree-switcher_close');
  if (await switcher.count()) await switcher.click();
}

/**
 * Starts a video (muted, so the browser allows it) and waits until its time really moves on; a start
 * interrupted by the player loading the stream again is simply retried.
 */
async function expectPlaying(video: Locator): Promise<void> {
  const tick = () =>
    video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      if (v.paused) v.play().catch(() => undefined);
      return v.currentTime;
    });
  await expect.poll(tick, { timeout: 30_000 }).toBeGreaterThan(0.5);
}

/** Adds a child through the selected node's panel (or a course from the header). */
async function add(page: Page, button: string, name: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(new RegExp(`^(Course|Subject|Lecture|Chapter|Question solve): ${name}$`)),
  ).toBeVisible();
}

test('the content uploader builds a course, uploads a lecture video watched to ready, and a student plays it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!hasFfmpeg, 'ffmpeg is needed to make and convert the test video');
  test.setTimeout(240_000);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now().toString(36);
  const courseName = `Journey Physics ${stamp}`;
  const dir = mkdtempSync(join(tmpdir(), 'console-courses-'));
  let courseId: string | undefined;
  let groupId: string | undefined;
  try {
    const videoFile = makeVideo(dir);
    await openStaffSignedIn(page, 'content', 'content1234', '/staff/courses');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('menuitem', { name: 'Courses' })
      .click();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();

    // course > subject (two, to reorder) > chapter and lecture
    await add(page, 'Add course', courseName);
    await expect(page.getByRole('main').getByText('Q&A forum', { exact: true })).toBeVisible();
    await add(page, 'Add subject', 'Mechanics');
    await treeNode(page, courseName).getByText(courseName).click();
    await add(page, 'Add subject', 'Waves');
    await expand(treeNode(page, courseName));
    await expect(treeNode(page, 'Waves')).toBeVisible();
    const courses = await call<{ _id: string; name: string }[]>('GET', '/staff/courses', admin);
    courseId = courses.find((c) => c.name === courseName)!._id;
    const subjectNames = async () =>
      (await call<{ name: string }[]>('GET', `/staff/courses/${courseId}/subjects`, admin)).map(
        (s) => s.name,
      );
    expect(await subjectNames()).toEqual(['Mechanics', 'Waves']);

    // Drag "Waves" above "Mechanics" (straight up: moving sideways would change the level): saved.
    const from = (await treeNode(page, 'Waves').locator('.ant-tree-node-content-wrapper').boundingBox())!;
    const to = (await treeNode(page, 'Mechanics').locator('.ant-tree-node-content-wrapper').boundingBox())!;
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, to.y + to.height / 2, { steps: 5 });
    await page.mouse.move(x, to.y + 2, { steps: 5 });
    await page.mouse.up();
    await expect(toast(page, 'Order saved')).toBeVisible();
    await expect.poll(subjectNames).toEqual(['Waves', 'Mechanics']);
    // ...and "Move down" puts it back.
    await treeNode(page, 'Waves').getByText('Waves').click();
    await page.getByRole('button', { name: 'Move down' }).click();
    await expect.poll(subjectNames).toEqual(['Mechanics', 'Waves']);

    await treeNode(page, 'Mechanics').getByText('Mechanics').click();
    await add(page, 'Add chapter', "Newton's laws");
    await treeNode(page, 'Mechanics').getByText('Mechanics').click();
    await add(page, 'Add lecture', 'Lecture 1: Forces');
    await expect(treeNode(page, 'Lecture 1: Forces')).toBeVisible();

    // Renaming the chapter.
    await treeNode(page, "Newton's laws").getByText("Newton's laws").click();
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename chapter' });
    await rename.getByLabel('Name').fill("Newton's three laws");
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(treeNode(page, "Newton's three laws")).toBeVisible();

    // Upload the lecture's video, throttled so the real progress is seen.
    await treeNode(page, 'Lecture 1: Forces').getByText('Lecture 1: Forces').click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.getByLabel('Upload video', { exact: true }).setInputFiles(videoFile);
    const uploadBar = page.getByRole('progressbar', { name: 'Upload of Forces and motion.mp4' });
    await expect(uploadBar).toBeVisible();
    await expect
      .poll(async () => Number(await uploadBar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(uploadBar).toBeHidden({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Converted to HLS by the server, watched until ready.
    const card = page.getByTestId('video-card').filter({ hasText: 'Forces and motion' });
    await expect(card).toBeVisible();
    // The conversion's own progress, while it runs.
    await expect(card.getByRole('progressbar', { name: 'Conversion of Forces and motion' })).toBeVisible();
    await expect(card).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });
    await expect(card.getByText('Ready')).toBeVisible();
    // No DRM provider on the journey server: the switch says so by being off and disabled.
    await expect(card.getByRole('switch', { name: 'DRM' })).toBeDisabled();

    // A file that is no video: the conversion fails and says what failed and what was kept.
    await page.getByLabel('Upload video', { exact: true }).setInputFiles({
      name: 'Broken recording.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('this is not a video'.repeat(100)),
    });
    const broken = page.getByTestId('video-card').filter({ hasText: 'Broken recording' });
    await expect(broken).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
    await expect(broken.getByRole('alert')).toContainText('The conversion to HLS failed');
    await expect(broken.getByRole('alert')).toContainText('The uploaded file and this video entry were kept');
    await broken.getByRole('button', { name: 'Delete video' }).click();
    const confirmVideo = page.getByRole('dialog').filter({ hasText: 'Delete video "Broken recording"?' });
    await confirmVideo.getByRole('button', { name: 'Delete' }).click();
    await expect(broken).toHaveCount(0);

    // An already converted HLS folder is ready at once.
    await page
      .getByLabel('Upload HLS folder')
      .setInputFiles(fileURLToPath(new URL('../../apps/server/seed-assets/demo-video', import.meta.url)));
    const folder = page.getByTestId('video-card').filter({ hasText: 'demo-video' });
    await expect(folder).toHaveAttribute('data-status', 'ready');

    // Preview it: it really plays.
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = card.getByLabel('Preview of Forces and motion');
    await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expectPlaying(preview);
    await card.getByRole('button', { name: 'Close preview' }).click();

    // Publish it, and upload the lecture's notes.
    await card.getByRole('switch', { name: 'Published' }).click();
    await expect(toast(page, 'Published to students')).toBeVisible();
    await page.getByLabel('Upload notes (PDF)').setInputFiles({
      name: 'Forces notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% forces notes\n'),
    });
    // The notes are given their title (the file's name, offered) before they are added.
    const addNotes = page.getByRole('dialog', { name: 'Add notes' });
    await addNotes.getByLabel('Title').fill('Forces notes');
    await addNotes.getByRole('button', { name: 'Upload and add' }).click();
    await expect(page.getByText('Forces notes', { exact: true })).toBeVisible();

    // Usable at 768 px: no sideways page scrolling.
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(treeNode(page, 'Lecture 1: Forces')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A new group is given the course; its student plays the video in the student app.
    const made = await studentInNewGroup(request, baseURL!, admin, {
      group: `Journey group ${stamp}`,
      courseId,
      name: 'Nabila Rahman',
      sid: `CC${stamp}`,
    });
    groupId = made.groupId;
    const { student } = made;
    const studentContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const phone = await studentContext.newPage();
    await openSignedIn(phone, student.phone, student.password);
    await phone.getByRole('link', { name: courseName }).click();
    await phone.getByRole('link', { name: 'Mechanics', exact: true }).click();
    await expect(phone.getByText('Lecture 1: Forces')).toBeVisible();
    await phone
      .locator('.ant-card')
      .filter({ hasText: 'Lecture 1: Forces' })
      .getByRole('link', { name: 'Videos' })
      .click();
    await phone.getByRole('button', { name: 'Play Forces and motion' }).click();
    const modal = phone.getByRole('dialog', { name: 'Forces and motion' });
    await expect(modal.getByLabel('Loading video')).toBeHidden({ timeout: 30_000 });
    const played = phone.getByTestId('video-player');
    await expectPlaying(played);
    await studentContext.close();

    // Deleting the course says what goes with it.
    await treeNode(page, courseName).getByText(courseName).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Delete course "${courseName}"?` });
    await expect(confirm).toContainText('2 subjects');
    await expect(confirm).toContainText('2 videos');
    await expect(confirm).toContainText('1 note');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Deleted "${courseName}"`)).toBeVisible();
    await expect(treeNode(page, courseName)).toHaveCount(0);
    courseId = undefined;
  } finally {
    // Leave the demo as it was: the journey's group gives no course, its course is gone.
    if (groupId) {
      const cleared = await request.put(`${baseURL}/api/staff/groups/${groupId}/courses`, {
        headers: { authorization: admin, agent: 'browser' },
        data: { courseIds: [], confirmLoss: true },
      });
      expect(cleared.ok()).toBe(true);
    }
    if (courseId) await call('DELETE', `/staff/courses/${courseId}`, admin);
    rmSync(dir, { recursive: true, force: true });
  }
  // The audit log shows this write.
  await expectAudited(request, baseURL!, {
    username: 'content',
    section: 'staff content',
    action: 'createCourse',
  });
});
