// jsdom ships no types; the build's prerender (login-shell-plugin.ts) uses this much of it.
declare module 'jsdom' {
  /** A simulated page. */
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
