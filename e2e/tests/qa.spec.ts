import type { Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { choose } from '../support/antd-select';
import { expect, test, toast } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';
import { openSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, staffSession } from '../support/staff-api';

// Chromium's fake camera and microphone, allowed without a prompt.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** The size the image editor shows, as [width, height]. */
async function editorSize(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('image-editor-size').textContent()) ?? '';
  const [w, h] = text.split('×').map((part) => Number(part.trim()));
  return [w!, h!];
}

test('ask with a cropped and rotated photo and a recording, see it on top, reply, upvote, bookmark, filter and find it by a Bengali word', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A student of their own, in every group (so in the demo Q&A course's), with no bookmarks yet.
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const groups = await call<{ _id: string }[]>('GET', '/staff/groups', admin);
  const student = await admittedStudent(request, baseURL!, admin, {
    name: 'Nadia Islam',
    sid: '27123',
    groupIds: groups.map((g) => g._id),
  });
  await openSignedIn(page, student.phone, student.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  // My Q&A lists the Q&A course; its card opens the forum.
  await page.getByRole('menuitem', { name: 'My Q&A' }).click();
  await expect(page).toHaveURL(/\/my-qa$/);
  await page.getByTestId('qa-course-card').first().click();
  await expect(page).toHaveURL(/\/qa-forum-list\//);
  await expect(page.getByText('Question and Answer')).toBeVisible();
  await expect(page.getByTestId('question-card').first()).toBeVisible();
  await expect(page.getByLabel('Course', { exact: true })).toBeDisabled();
  // Page sizes 10, 40 (the default) and 100, on a phone too.
  const sizes = page.locator('.ant-pagination-options');
  await expect(sizes).toContainText('40 / page');
  await sizes.locator('.ant-select').click();
  const sizeOptions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(sizeOptions).toHaveText(['10 / page', '40 / page', '100 / page']);
  await page.keyboard.press('Escape');

  // Guidelines first (Bengali), then the form.
  await page.getByRole('button', { name: 'Ask a Question' }).click();
  const guidelines = page.getByRole('dialog', { name: 'Guidelines for Asking Questions' });
  await expect(guidelines.getByTestId('guidelines')).toContainText('একবারে একটি মাত্র প্রশ্ন করুন');
  await guidelines.getByRole('button', { name: 'OK' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Question' });
  await expect(form).toBeVisible();

  // Required messages; chapter and description wait for their turn.
  await expect(form.getByLabel('Chapter', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Description', { exact: true })).toBeDisabled();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please select a subject')).toBeVisible();
  await expect(form.getByText('Please select a chapter')).toBeVisible();
  await expect(form.getByText('Please enter the question details')).toBeVisible();
  await choose(page, form, 'Subject', 'Physics');
  await form.getByLabel('Chapter', { exact: true }).click();
  const chapterOptions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(chapterOptions.filter({ hasText: 'Vectors' })).toBeVisible();
  await expect(chapterOptions.filter({ hasText: 'Practical Notes' })).toHaveCount(0);
  await choose(page, form, 'Chapter', 'Vectors');
  const stamp = String(Date.now() % 100000);
  const text = `নদীতে নৌকার আপেক্ষিক বেগ কীভাবে নির্ণয় করব? Relative velocity of a boat, case ${stamp}.`;
  await form.getByLabel('Description', { exact: true }).fill(text);

  // A file of a type outside the list is dropped without a word; a PDF is kept.
  await form.getByTestId('file-input').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
    { name: 'problem.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  await expect(form.getByTestId('attachment')).toHaveCount(1);
  await expect(form.getByTestId('attachment').first()).toHaveAttribute('data-type', 'application/pdf');

  // Capture Image: the fake camera, then crop and rotate in the editor.
  await form.getByRole('button', { name: 'Capture Image' }).click();
  const camera = page.getByRole('dialog', { name: 'Capture Image' });
  await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled({ timeout: 15_000 });
  await camera.getByRole('button', { name: 'Capture' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Image' });
  await expect(page.getByTestId('image-editor-size')).toHaveText(/\d+ × \d+/);
  const [fullW, fullH] = await editorSize(page);
  const canvas = editor.getByTestId('image-editor-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.9, { steps: 8 });
  await page.mouse.up();
  await editor.getByRole('button', { name: 'Crop' }).click();
  const [cropW, cropH] = await editorSize(page);
  expect(cropW).toBeLessThan(fullW);
  expect(cropH).toBeLessThan(fullH);
  expect(cropW).not.toBe(cropH);
  await editor.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByTestId('image-editor-size')).toHaveText(`${cropH} × ${cropW}`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(form.getByTestId('attachment')).toHaveCount(2);

  // Record Audio: Start, Stop, then Add a WAV clip.
  await form.getByRole('button', { name: 'Record Audio' }).click();
  const recorder = page.getByRole('dialog', { name: 'Record Audio' });
  await recorder.getByRole('button', { name: 'Start' }).click();
  await expect(recorder.getByLabel('Timer')).toHaveText('00:02', { timeout: 10_000 });
  await recorder.getByRole('button', { name: 'Stop' }).click();
  await expect(recorder.getByTestId('recording-preview')).toBeVisible();
  await recorder.getByRole('button', { name: 'Add' }).click();
  await expect(recorder).toBeHidden();
  const types = await form
    .getByTestId('attachment')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
  expect(types).toEqual(['application/pdf', 'image/jpeg', 'audio/wav']);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Question submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/question-details\/[0-9a-f-]{36}$/);
  const questionUrl = page.url();
  const card = page.getByTestId('question-card');
  await expect(card.getByTestId('question-text')).toHaveText(text);

  // The stored picture is the cropped area turned a quarter: its width is the crop's height.
  const image = card.getByTestId('media-images').locator('img');
  await expect(image).toHaveCount(1);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([cropH, cropW]);
  // The recording is a real WAV with sound after its 44-byte header.
  const audioSrc = await card.getByTestId('media-audio').locator('audio').getAttribute('src');
  const wav = await request.get(new URL(audioSrc!, page.url()).toString());
  const bytes = await wav.body();
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.length).toBeGreaterThan(44 + 1000);
  await expect(card.getByTestId('media-pdfs')).toContainText('PDF 1');
  // The media modal pages through image, PDF and audio with its buttons and the arrow keys. The PDF
  // viewer takes the keys once it has loaded (it scrolls with them), so from the PDF the buttons page.
  await image.click();
  const viewerAt = (shown: number) => page.getByRole('dialog', { name: `${shown} / 3` });
  await expect(viewerAt(1).getByTestId('media-modal-item').locator('img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewerAt(2).locator('iframe')).toBeVisible();
  await viewerAt(2).getByRole('button', { name: 'Next' }).click();
  await expect(viewerAt(3).locator('audio')).toBeVisible();
  await expect(viewerAt(3).getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(viewerAt(2).locator('iframe')).toBeVisible();
  await viewerAt(2).getByRole('button', { name: 'Previous' }).click();
  await expect(viewerAt(1).locator('img')).toBeVisible();
  await expect(viewerAt(1).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(questionUrl);
  // No replies yet: the asker may edit.
  await expect(page.getByRole('button', { name: 'Edit question' })).toBeVisible();

  // The new question is on top of the list. The thread's own card (same test id, same text) stays on
  // screen until the list has rendered, so the card is looked for inside the list: one click opens it.
  await page.getByRole('link', { name: 'Back to questions' }).click();
  const newest = page.getByTestId('question-list').getByTestId('question-card').first();
  await expect(newest.getByTestId('question-text')).toHaveText(text);
  await newest.getByTestId('question-text').click();
  await expect(page).toHaveURL(questionUrl);

  // Reply, then the edit rules follow.
  await page.getByRole('button', { name: 'Reply...' }).click();
  const replyForm = page.getByRole('dialog', { name: 'Reply' });
  await replyForm.getByLabel('Reply', { exact: true }).fill('নৌকার বেগ আর স্রোতের বেগ ভেক্টর যোগ করে পেলাম।');
  // Drag and drop keeps the allowed file only; an attachment can be removed again.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'dropped.pdf', { type: 'application/pdf' }));
    transfer.items.add(new File(['GIF89a'], 'dropped.gif', { type: 'image/gif' }));
    return transfer;
  });
  await replyForm.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(replyForm.getByTestId('attachment')).toHaveCount(1);
  await replyForm.getByRole('button', { name: 'Remove dropped.pdf' }).click();
  await expect(replyForm.getByTestId('attachment')).toHaveCount(0);
  await replyForm.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Reply added successfully')).toBeVisible();
  const reply = page.getByTestId('reply');
  await expect(reply).toHaveCount(1);
  await expect(reply).toHaveAttribute('data-author', 'student');
  await expect(reply).toContainText('Nadia Islam');
  await expect(page.getByRole('button', { name: 'Edit question' })).toHaveCount(0);
  await expect(reply.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Upvote the reply, bookmark the question.
  await reply.getByRole('button', { name: 'Upvote' }).click();
  await expect(reply.getByRole('button', { name: 'Remove upvote' })).toHaveText('1');
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');

  // My Bookmarks shows it (and only bookmarked ones); choosing it again clears the sort.
  await page.getByRole('link', { name: 'Back to questions' }).click();
  await page.getByRole('button', { name: /Sort/ }).click();
  await page.getByRole('menuitemradio', { name: 'My Bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Sort: My Bookmarks' })).toBeVisible();
  const cards = page.getByTestId('question-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('question-text')).toHaveText(text);
  await page.getByRole('button', { name: /Sort/ }).click();
  await page.getByRole('menuitemradio', { name: 'My Bookmarks' }).click();
  await expect(page.getByRole('button', { name: /Sort$/ })).toBeVisible();
  await expect.poll(() => cards.count()).toBeGreaterThan(1);

  // The keyword search suggests it for a Bengali word (part of নৌকার); choosing it opens it.
  await page.getByLabel('Search questions').fill('নৌকা');
  const suggestion = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: stamp });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(questionUrl);
});

test.describe('a click held on a formula', () => {
  // The math renderer is held back by the test, so no service worker may serve it from its cache.
  test.use({ serviceWorkers: 'block' });

  test('opens its thread although the math renderer swaps the formula between press and release', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await staffSession(request, baseURL!);
    const groups = await apiCaller(request, baseURL!)<{ _id: string }[]>('GET', '/staff/groups', admin);
    const student = await admittedStudent(request, baseURL!, admin, {
      name: 'Rafiq Hasan',
      sid: '27124',
      groupIds: groups.map((g) => g._id),
    });
    const release = await holdRequests(page, '**/assets/render-math-*.js');
    await openSignedIn(page, student.phone, student.password);
    await page.getByRole('menuitem', { name: 'My Q&A' }).click();
    await page.getByTestId('qa-course-card').first().click();

    // A thread whose text holds LaTeX, still shown as its source.
    const cards = page.getByTestId('question-list').getByTestId('question-card');
    await expect(cards.locator('.rich-text-math-source').first()).toBeVisible();
    const card = cards.nth(
      await cards.evaluateAll((all) => all.findIndex((c) => c.querySelector('.rich-text-math-source'))),
    );
    const source = card.locator('.rich-text-math-source').first();
    await source.scrollIntoViewIfNeeded();
    const box = (await source.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(card.locator('.rich-text-math .katex').first()).toBeVisible();
    await page.mouse.up();
    await expect(page).toHaveURL(/\/question-details\/[0-9a-f-]{36}$/);
  });
});
