/**
 * What antd asks of the browser that jsdom lacks, for component tests: its table measures itself
 * (ResizeObserver) and its pager and grid ask for the screen's breakpoints (matchMedia).
 */
export function stubAntdBrowserApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }) as unknown as MediaQueryList;
}
