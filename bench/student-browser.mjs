// What the browser benches (lighthouse.mjs, exam-taps.mjs) share: a floor page served by a bare Node
// server, the demo student's sign-in through the student app's own form, and opening a live exam.
import { createServer } from 'node:http';

/** The demo institute's student (seeded outside production). */
export const DEMO_STUDENT = { phone: '01710000001', password: 'demo1234' };

/**
 * Serves one static HTML page from a bare node:http server on a free port of 127.0.0.1: a floor, what
 * the machine, the browser and its throttling cost with no app. Answers its URL and a stop function.
 */
export function startFloor(html) {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() }),
    ),
  );
}

/** Signs the demo student in through /login's form on `page` and waits for the home page. */
export async function signInDemoStudent(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Mobile number').fill(DEMO_STUDENT.phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
}

/**
 * Opens My Exams' live tab and the live exam `title` (Start or Continue, through the instructions'
 * Start when they are shown), and waits for the live exam page. Answers its path.
 */
export async function openLiveExam(page, base, title) {
  await page.goto(`${base}/exams`);
  await page.getByRole('tab', { name: 'Live Exam' }).click();
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: /Start Exam|Continue exam/ })
    .click();
  // A resumed attempt opens without the instructions.
  const instruction = page
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' });
  await Promise.race([instruction.click().catch(() => {}), page.waitForURL(/\/live-exam\//)]);
  await page.waitForURL(/\/live-exam\/[\w-]+\/[\w-]+$/);
  return new URL(page.url()).pathname;
}
