import { testPage } from '@lms/browser/test-page';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppNavigate } from '../lib/use-app-navigate';

// The waiting version is module state: each test loads the modules afresh.
type Update = typeof import('../lib/service-worker-update');
let update: Update;
let UpdatePrompt: typeof import('./update-prompt').UpdatePrompt;
let go: (path: string) => void;
const page = testPage();

function Navigator() {
  go = useAppNavigate();
  return null;
}

beforeEach(async () => {
  vi.resetModules();
  update = await import('../lib/service-worker-update');
  ({ UpdatePrompt } = await import('./update-prompt'));
});

function render(path: string) {
  act(() =>
    page.root.render(
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <UpdatePrompt />
      </MemoryRouter>,
    ),
  );
}

const prompt = () => page.host.querySelector('[role="status"]');
const reloadButton = () =>
  [...page.host.querySelectorAll('button')].find((button) => button.textContent === 'Reload');

describe('the update prompt', () => {
  it('shows nothing until a new version waits, then reloads only when the student accepts', () => {
    const reload = vi.fn();
    render('/courses');
    expect(prompt()).toBeNull();
    act(() => update.updateReady(reload));
    expect(prompt()?.textContent).toContain('A new version of the app is available.');
    expect(reload).not.toHaveBeenCalled();
    act(() => reloadButton()!.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Bengali when the student has chosen it', async () => {
    const { languageStore } = await import('../lib/i18n/use-t');
    await act(() => languageStore.setLanguage('bn'));
    render('/courses');
    act(() => update.updateReady(vi.fn()));
    expect(prompt()?.textContent).toContain('অ্যাপের একটি নতুন সংস্করণ এসেছে।');
    expect(prompt()?.querySelector('button')?.textContent).toBe('রিলোড করুন');
    await act(() => languageStore.setLanguage('en'));
  });

  it('stays hidden during an exam and never reloads it; it comes once the exam is left', () => {
    const reload = vi.fn();
    render('/live-exam/e1/g1');
    act(() => update.updateReady(reload));
    expect(prompt()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    act(() => go('/exams'));
    expect(prompt()).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('another tab switching to the new version', () => {
  it('reloads this tab at once outside an exam', () => {
    const reload = vi.fn();
    update.followOtherTab('/courses', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload an exam being taken: the prompt offers it after the exam', () => {
    const reload = vi.fn();
    render('/live-exam/e1/g1');
    act(() => update.followOtherTab('/live-exam/e1/g1', reload));
    expect(reload).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
    act(() => go('/result/e1/g1'));
    act(() => reloadButton()!.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
