// jsdom ships no types; the build's prerender (login-shell-plugin.ts) and its test use this much of it.
declare module 'jsdom' {
  /** A simulated page. */
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; runScripts?: 'dangerously' | 'outside-only' });
    readonly window: Window & typeof globalThis;
  }
}
