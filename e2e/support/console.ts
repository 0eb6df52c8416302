import { expect, type Page } from '@playwright/test';

/** Signs in to the staff console and waits until it has left the sign-in page. */
export async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await submitStaffSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

/** Fills the console's sign-in form and submits it (the result is the caller's to check). */
export async function submitStaffSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The entries of the console's section menu. */
export const sectionMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('menuitem');
