import { expect, type Page } from '@playwright/test';
import { phoneAddress } from './staff-api';

/**
 * Puts a sign-in into the page's localStorage the way the apps keep one, before the app's first script
 * runs, once per tab: a later sign-out or sign-in in the journey is not undone on the next page load.
 */
async function keepSignIn(page: Page, entries: Record<string, string>, forget: string[] = []): Promise<void> {
  const mark = `e2e-signed-in-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ mark, entries, forget }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      for (const key of forget) sessionStorage.removeItem(key);
    },
    { mark, entries, forget },
  );
}

/**
 * Signs a student in through the API (from their own phone's address) and opens `path` in the student
 * app already signed in: for journeys that are not about signing in (those use `signIn`, the form).
 * Returns the session id.
 */
export async function openSignedIn(page: Page, phone: string, password: string, path = '/'): Promise<string> {
  const response = await page.request.post('/api/student/login', {
    data: { username: `88${phone}`, password },
    headers: phoneAddress(phone),
  });
  expect(response.ok(), `student sign-in: ${response.status()}`).toBe(true);
  const sessionId = response.headers().sessionid!;
  const { data } = (await response.json()) as { data: { student: unknown } };
  await keepSignIn(page, { sessionId, student: JSON.stringify(data.student) });
  await page.goto(path);
  return sessionId;
}

/**
 * Signs a staff member in through the API and opens `path` of the console (e.g. `/staff/exams`) already
 * signed in: for journeys that are not about the console's sign-in (those use `signInStaff`, the form).
 * Returns the session id.
 */
export async function openStaffSignedIn(
  page: Page,
  username: string,
  password: string,
  path = '/staff',
): Promise<string> {
  const response = await page.request.post('/api/staff/login', { data: { username, password } });
  expect(response.ok(), `staff sign-in: ${response.status()}`).toBe(true);
  const sessionId = response.headers().sessionid!;
  const { data } = (await response.json()) as { data: { staff: unknown } };
  // As the console's own sign-in does: a new session, so no "your session ended" note.
  await keepSignIn(page, { staffSessionId: sessionId, staffAccount: JSON.stringify(data.staff) }, [
    'staffSessionEnded',
  ]);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/staff\/login/);
  return sessionId;
}
