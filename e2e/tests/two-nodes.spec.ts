import { test as base, type Page, type WebSocket } from '@playwright/test';
import {
  type Cluster,
  clusterMissing,
  clusterTestsRun,
  startCluster,
} from '../../apps/server/test/support/cluster';
import { choose } from '../support/antd-select';
import {
  answerFactsRightly,
  answerFirstThreeRightly,
  expectSharedAnswersRight,
  openExam,
  question,
  type ResultAnswer,
  submitWritten,
  tinyPng,
} from '../support/exam-paper';
import { demo, expect, signIn, toast } from '../support/fixtures';
import { apiCaller, staffSession } from '../support/staff-api';

// Two real API nodes on PostgreSQL, Redis and a local S3 server behind haproxy (round robin, no sticky
// sessions), serving the built app; the demo student uses it in Chromium through the balancer, as
// apps/server/test/two-nodes.test.ts does over HTTP.
const PRACTICE = 'Practice: Science Basics';
const OFFLINE_BANNER = 'You are offline!';
const METRICS_TOKEN = 'two-nodes-journey-metrics';

let cluster: Cluster | undefined;

const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(cluster?.url);
  },
});

test.skip(
  !clusterTestsRun,
  `needs PostgreSQL, Redis and haproxy; missing here: ${clusterMissing().join(', ')} (CI runs it with DATABASE_URL and REDIS_URL)`,
);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster(2, { NODE_ENV: 'test', METRICS_TOKEN });
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const node of cluster?.nodes ?? []) {
    await testInfo.attach(`node ${node.name} output`, { body: node.output(), contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  await cluster?.close();
});

/** Counts, in the page, every time the exam's offline banner appears, however briefly it stays. */
async function countOfflineBanners(page: Page): Promise<void> {
  await page.addInitScript((text) => {
    const counter = window as unknown as { offlineBanners: number };
    counter.offlineBanners = 0;
    let shown = false;
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('[role="alert"]')].some((alert) =>
        alert.textContent?.includes(text),
      );
      if (now && !shown) counter.offlineBanners += 1;
      shown = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, OFFLINE_BANNER);
}

const offlineBanners = (page: Page) =>
  page.evaluate(() => (window as unknown as { offlineBanners: number }).offlineBanners);

/** The sockets open on each node, as the node itself counts them. */
async function socketsPerNode(nodes: Cluster['nodes']): Promise<number[]> {
  return Promise.all(
    nodes.map(async (node) => {
      const res = await fetch(`${node.url}/api/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return Number(/^lms_sockets_connected (\d+)$/m.exec(await res.text())?.[1]);
    }),
  );
}

test('through two nodes a student posts a Q&A picture and sees it, sits an exam with one node SIGKILLed midway without losing an answer, and retakes it on the other', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const lb = cluster!.url;
  const call = apiCaller(request, lb);
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) sockets.push(socket);
  });
  await countOfflineBanners(page);

  await signIn(page, demo.inGroup.phone, demo.inGroup.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  // A question with a picture in the Q&A forum: uploaded through the balancer to the S3 store, shown
  // from there (the file route redirects to the store).
  await page.getByRole('menuitem', { name: 'My Q&A' }).click();
  await page.getByTestId('qa-course-card').first().click();
  await expect(page).toHaveURL(/\/qa-forum-list\//);
  await page.getByRole('button', { name: 'Ask a Question' }).click();
  await page
    .getByRole('dialog', { name: 'Guidelines for Asking Questions' })
    .getByRole('button', { name: 'OK' })
    .click();
  const form = page.getByRole('dialog', { name: 'Create New Question' });
  await choose(page, form, 'Subject', 'Physics');
  await choose(page, form, 'Chapter', 'Vectors');
  const text = `Which way does the resultant of two vectors point? (two nodes, ${Date.now() % 100000})`;
  await form.getByLabel('Description', { exact: true }).fill(text);
  await form
    .getByTestId('file-input')
    .setInputFiles({ name: 'vectors.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(form.getByTestId('attachment')).toHaveCount(1);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Question submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/question-details\/[0-9a-f-]{36}$/);
  const card = page.getByTestId('question-card');
  await expect(card.getByTestId('question-text')).toHaveText(text);
  const picture = card.getByTestId('media-images').locator('img');
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([true, 1, 1]);

  // The practice exam: its option pictures come from the store too.
  const dialog = await openExam(page, PRACTICE, 'Practice Exam');
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\/[\w-]+\/[\w-]+$/);
  const [examId, groupId] = page.url().split('/').slice(-2) as [string, string];
  await expect(page.getByText('Questions: 6')).toBeVisible();
  await answerFirstThreeRightly(page);
  for (const n of [1, 2, 3]) await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved');

  // Online all along: the socket is one WebSocket through the balancer, and the banner never showed.
  await expect.poll(() => socketsPerNode(cluster!.nodes).then((counts) => counts.sort())).toEqual([0, 1]);
  // (A document left by a navigation does not report its socket's close: the page's latest one counts.)
  expect(sockets.at(-1)?.isClosed()).toBe(false);
  expect(await offlineBanners(page)).toBe(0);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();

  // Mid-exam, the node holding the student's socket dies without a chance to finish anything.
  const killed = (await socketsPerNode(cluster!.nodes)).indexOf(1);
  const survivor = cluster!.nodes[1 - killed]!.name;
  cluster!.nodes[killed]!.process.kill('SIGKILL');
  await expect.poll(() => cluster!.nodes[killed]!.process.signalCode).toBe('SIGKILL');

  await answerFactsRightly(page, 4);
  await submitWritten(page, 5, 'Na');
  await question(page, 6)
    .locator('label')
    .filter({ has: page.locator('annotation', { hasText: /^60\\,\\text\{km\/h\}$/ }) })
    .click();

  // The student saw the connection drop, then it came back (to the other node) and every answer is saved.
  await expect.poll(() => offlineBanners(page)).toBeGreaterThan(0);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden({ timeout: 30_000 });
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved', { timeout: 30_000 });
  }
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/result/${examId}/${groupId}$`));
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible();

  // The proof on the server, as staff read it: every answer chosen in the browser, scored.
  const session = (await page.evaluate(() => localStorage.getItem('sessionId')))!;
  const student = await call<{ _id: string }>('GET', '/student/profile', session);
  const admin = await staffSession(request, lb);
  const result = await call<{
    correct: number;
    partlyCorrect: number;
    incorrect: number;
    skipped: number;
    pending: number;
    answers: ResultAnswer[];
  }>('GET', `/staff/exams/${examId}/students/${student._id}/result`, admin);
  const answerTo = expectSharedAnswersRight(result.answers);
  expect(answerTo('average speed')?.answer).toEqual(['$60\\,\\text{km/h}$']);
  const { correct, partlyCorrect, incorrect, skipped, pending } = result;
  // The written answer waits for an examiner.
  expect({ correct, partlyCorrect, incorrect, skipped, pending }).toEqual({
    correct: 5,
    partlyCorrect: 0,
    incorrect: 0,
    skipped: 0,
    pending: 1,
  });

  // The retake, through the node still standing: its first answer is saved there.
  const retaken = page.waitForResponse((res) => res.url().includes('/api/exam/retake/'));
  await page.getByRole('button', { name: 'Retake Exam' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Retaking exam will remove the previous submission. Do you want to continue?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  expect((await retaken).headers()['x-lms-node']).toBe(survivor);
  await expect(page).toHaveURL(new RegExp(`/live-exam/${examId}/${groupId}$`));
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'none');
  const saved = page.waitForResponse((res) => res.url().includes('/api/exam/add-answer/'));
  await question(page, 1).getByRole('radio', { name: 'Acceleration' }).check();
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'saved');
  expect((await saved).status()).toBe(200);
  expect((await saved).headers()['x-lms-node']).toBe(survivor);
  const paper = await call<{
    questions: { _id: string; title: string }[];
    answers: { questionId: string; answer: string[] }[];
  }>('GET', `/exam/id/${examId}/groupId/${groupId}`, session);
  const first = paper.questions.find((q) => q.title.includes('velocity of a car'))!;
  expect(paper.answers.map(({ questionId, answer }) => ({ questionId, answer }))).toEqual([
    { questionId: first._id, answer: ['Acceleration'] },
  ]);
});
