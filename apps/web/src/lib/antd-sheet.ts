/** The name of index.html's meta tag that names antd's static sheet (written by build/antd-sheet-plugin.ts). */
export const ANTD_SHEET_META = 'lms-antd-sheet';

let loading: Promise<void> | undefined;

/**
 * Links antd's static sheet (once) and settles when it has loaded, or failed: a page drawn without
 * it would be unstyled, one never drawn would be worse. The sign-in page uses no antd and does not
 * wait for it; the pages that do wait (see {@link withAntdSheet}). Settles at once where index.html
 * names no sheet (the tests' simulated page).
 */
export function loadAntdSheet(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const href = document.querySelector(`meta[name="${ANTD_SHEET_META}"]`)?.getAttribute('content');
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      // Asked again by the next page that needs it (the network may be back by then).
      loading = undefined;
      link.remove();
      resolve();
    };
    document.head.appendChild(link);
  });
  return loading;
}

/** A lazy page's loader that also waits for antd's sheet (both fetched at once), for pages that use antd. */
export function withAntdSheet<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAntdSheet()]))[0];
}
