import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer, type Plugin, type Rollup } from 'vite';
import { BOOT_SHELL_HIDDEN_CLASS, BOOT_SHELL_ID } from '../src/app/boot-shell/boot-shell-id';

type LoginShellModule = typeof import('../src/app/boot-shell/login-shell');

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const SHELL_MODULE = '/src/app/boot-shell/login-shell.tsx';
const LOGIN_PAGE = '/src/features/auth/pages/login-page.tsx';

/** The browser globals React and the app's modules touch, taken from a simulated page for the render. */
const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'Element', 'Node'];

/** Runs `render` with a jsdom page at /login as the global window, then puts the globals back. */
async function withSimulatedPage<T>(render: () => Promise<T>): Promise<T> {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/login',
  });
  const saved = DOM_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of DOM_GLOBALS)
    Object.defineProperty(globalThis, name, {
      value: window[name as keyof typeof window],
      configurable: true,
      writable: true,
    });
  try {
    return await render();
  } finally {
    DOM_GLOBALS.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
    window.close();
  }
}

/** The sign-in page's markup (the app's own components, through Vite) and the keys the boot script reads. */
async function renderShell(): Promise<{ markup: string; keys: LoginShellModule['bootShellKeys'] }> {
  const server = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await withSimulatedPage(async () => {
      const shell = (await server.ssrLoadModule(SHELL_MODULE)) as LoginShellModule;
      const container = document.createElement('div');
      const unmount = shell.renderLoginShell(container);
      const markup = container.innerHTML;
      unmount();
      return { markup, keys: shell.bootShellKeys };
    });
  } finally {
    await server.close();
  }
}

/** The sign-in page's chunk and the chunks it imports, but the entry and what the entry imports. */
function loginChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const login = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LOGIN_PAGE));
  if (!login) throw new Error('login-shell: no chunk for the sign-in page');
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName) || chunk.isEntry) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(login);
  return [...found.values()];
}

/** The files of the sign-in page's code. */
function loginPageChunks(bundle: Rollup.OutputBundle): string[] {
  return loginChunks(bundle).map((chunk) => chunk.fileName);
}

/** The CSS files of the sign-in page's chunks. */
function loginPageCss(bundle: Rollup.OutputBundle): string[] {
  return [...new Set(loginChunks(bundle).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}

/** The text of a CSS file of the bundle. */
function cssText(bundle: Rollup.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`login-shell: no CSS file ${fileName}`);
  return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
}

/**
 * The page's boot script, inline in the head, run before anything paints (the server's CSP allows it
 * by its hash, apps/server/src/plugins/web-app.ts). It hides the shell unless the address shows Sign
 * In to a signed-out visitor who has not chosen Bengali: the app draws every other case itself. With
 * the shell shown it asks for the branding first, at high priority, to put the institute's name and
 * logo into the shell, in the places the app's page keeps for them, so the page's largest picture
 * waits neither for the app's code nor behind it for a connection; then it starts the sign-in page's
 * code.
 */
export function bootScript(
  keys: Record<keyof LoginShellModule['bootShellKeys'], string>,
  loginFiles: string[],
): string {
  const key = (name: string) => JSON.stringify(name);
  return `(function(){var h=document.documentElement,b;try{var s=localStorage,p=location.pathname;b=s.getItem(${key(keys.baseUrl)});if(!((p==='/'||p==='/login')&&!s.getItem(${key(keys.sessionId)})&&s.getItem(${key(keys.language)})!=='bn'))throw 0}catch(e){h.classList.add(${key(BOOT_SHELL_HIDDEN_CLASS)});return}
var branding=fetch(((b&&b.trim())||'/api').replace(/\\/+$/,'')+'/branding',{priority:'high'}).then(function(r){return r.json()});
${JSON.stringify(loginFiles)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});
function fill(d){var s=document.getElementById(${key(BOOT_SHELL_ID)});if(!d||!s)return;var n=s.querySelector('[data-brand-name]');if(n)n.textContent=d.name;var l=s.querySelector('[data-brand-logo]');if(l&&d.logoUrl){var i=document.createElement('img');i.alt='';i.style.cssText='max-width:100%;object-fit:contain;height:'+l.style.height;i.onerror=function(){i.style.visibility='hidden'};i.fetchPriority='high';i.src=d.logoUrl;l.replaceWith(i)}}
branding.then(function(j){var d=j&&j.data;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',function(){fill(d)});else fill(d)}).catch(function(){})})()
`;
}

/** The rendered page made a picture: hidden from assistive technology and input, its ids dropped. */
function inertShell(markup: string): string {
  const withoutIds = markup.replace(/ (id|for)="[^"]*"/g, '');
  return `<div id="${BOOT_SHELL_ID}" aria-hidden="true" inert>${withoutIds}</div>`;
}

/** Over the app's root while it is there, so that removing it moves nothing of the app's page. */
const SHELL_STYLE = `.${BOOT_SHELL_HIDDEN_CLASS} #${BOOT_SHELL_ID}{display:none}#${BOOT_SHELL_ID}{position:absolute;top:0;left:0;right:0;z-index:1;background:#f5f7fa}`;

/**
 * Puts the sign-in page, rendered at build time from the app's own components, into index.html with
 * the CSS it needs inlined (the entry's and the sign-in chunk's), so a first visit on a slow phone
 * paints it from the HTML alone, before the app's code has arrived. The app removes it
 * when it shows its own page (src/app/boot-shell/boot-shell-handover.tsx).
 */
export function loginShell(): Plugin {
  return {
    name: 'lms:login-shell',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('login-shell: no index.html in the bundle');
        const { markup, keys } = await renderShell();
        const html = String(index.source);
        const preloaded = new Set([...html.matchAll(/href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
        const login = loginPageChunks(bundle).filter((file) => !preloaded.has(file));
        const script = bootScript(keys, login);
        new Function(script); // a syntax error fails the build, not the page
        // The entry's stylesheet, inlined: a render-blocking request less.
        let page = html.replace(
          /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g,
          (_link, file: string) => `<style>${cssText(bundle, file)}</style>`,
        );
        const loginCss = loginPageCss(bundle)
          .map((file) => cssText(bundle, file))
          .join('');
        page = page.replace(
          '</head>',
          `<script>${script}</script><style>${SHELL_STYLE}${loginCss}</style></head>`,
        );
        if (!page.includes('<div id="root"></div>')) throw new Error('login-shell: no #root in index.html');
        index.source = page.replace('<div id="root"></div>', `${inertShell(markup)}<div id="root"></div>`);
      },
    },
  };
}
