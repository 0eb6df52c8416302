import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A container on the page and the React root rendering into it. */
export interface TestPage {
  host: HTMLDivElement;
  root: Root;
}

/**
 * For component tests: a fresh container and React root before each test of the calling file,
 * unmounted and removed after it (the returned object's fields are the current test's).
 */
export function testPage(): TestPage {
  const page = {} as TestPage;
  beforeEach(() => {
    page.host = document.createElement('div');
    document.body.append(page.host);
    page.root = createRoot(page.host);
  });
  afterEach(() => {
    act(() => page.root.unmount());
    page.host.remove();
  });
  return page;
}
