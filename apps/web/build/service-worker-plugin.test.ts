// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ServiceWorkerManifest,
  serviceWorkerManifest,
  serviceWorkerSource,
} from './service-worker-plugin';

const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');

const build = new Map<string, string>([
  ['assets/index-abc.js', 'main'],
  ['assets/live-exam-page-def.js', 'exam'],
  ['assets/shaka-player.hls-123.js', 'video'],
  ['assets/index-abc.js.map', '{}'],
  ['index.html', '<html>'],
  ['logo.svg', '<svg/>'],
]);

describe('serviceWorkerManifest', () => {
  it('lists index.html first, then every built file but the skipped ones and source maps', () => {
    const { precache } = serviceWorkerManifest(build, [/^assets\/shaka-player/]);
    expect(precache).toEqual([
      '/index.html',
      '/assets/index-abc.js',
      '/assets/live-exam-page-def.js',
      '/logo.svg',
    ]);
  });

  it('has a version that changes with any file’s content and only then', () => {
    const { version } = serviceWorkerManifest(build);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(serviceWorkerManifest(new Map([...build].reverse())).version).toBe(version);
    expect(serviceWorkerManifest(new Map(build).set('index.html', '<html lang="en">')).version).not.toBe(
      version,
    );
  });
});

/** A browser's Cache Storage in memory. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: Request | string) => store.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => {
        store.set(key(request), response);
      },
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(key(url), await network(new Request(key(url))));
      },
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
}

const ORIGIN = 'https://lms.example';
let online = true;
const requests: string[] = [];
async function network(request: Request): Promise<Response> {
  requests.push(new URL(request.url).pathname);
  if (!online) throw new TypeError('Failed to fetch');
  return new Response(`network ${new URL(request.url).pathname}`, { status: 200 });
}

/** Runs the emitted worker with the browser's pieces it uses; returns its event dispatcher. */
function startWorker(manifest: ServiceWorkerManifest, caches: ReturnType<typeof cacheStorage>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  new Function('self', 'caches', 'fetch', serviceWorkerSource(manifest, template))(self, caches, network);
  return {
    async lifecycle(type: 'install' | 'activate') {
      let done: Promise<unknown> = Promise.resolve();
      listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
      await done;
    },
    /** The response the worker gives, or undefined when it leaves the request to the browser. */
    async fetch(path: string, init: { mode?: 'navigate'; method?: string } = {}) {
      let answer: Promise<Response> | undefined;
      const request = new Request(new URL(path, ORIGIN), { method: init.method ?? 'GET' });
      Object.defineProperty(request, 'mode', { value: init.mode ?? 'cors' });
      listeners.get('fetch')?.({
        request,
        respondWith: (response: Promise<Response>) => (answer = response),
      });
      return answer ? await answer : undefined;
    },
  };
}

describe('the emitted service worker', () => {
  const manifest = serviceWorkerManifest(build, [/^assets\/shaka-player/]);
  /** A worker of this build installed while online, with its cache storage. */
  const installedWorker = async () => {
    online = true;
    const caches = cacheStorage();
    const worker = startWorker(manifest, caches);
    await worker.lifecycle('install');
    return { caches, worker };
  };

  it('keeps the app shell at install and opens the app with no network', async () => {
    const { caches, worker } = await installedWorker();
    expect([...(caches.stores.get(`app-shell-${manifest.version}`)?.keys() ?? [])]).toHaveLength(4);

    expect(await (await worker.fetch('/live-exam/e1/g1', { mode: 'navigate' }))?.text()).toBe(
      'network /live-exam/e1/g1',
    );
    online = false;
    expect(await (await worker.fetch('/live-exam/e1/g1', { mode: 'navigate' }))?.text()).toBe(
      'network /index.html',
    );
    expect(await (await worker.fetch('/assets/index-abc.js'))?.text()).toBe('network /assets/index-abc.js');
    expect(await (await worker.fetch('/logo.svg'))?.text()).toBe('network /logo.svg');
  });

  it('serves hashed files from the cache first and keeps one fetched later', async () => {
    const { worker } = await installedWorker();
    requests.length = 0;
    await worker.fetch('/assets/index-abc.js');
    expect(requests).toEqual([]);
    await worker.fetch('/assets/shaka-player.hls-123.js');
    online = false;
    expect(await (await worker.fetch('/assets/shaka-player.hls-123.js'))?.text()).toContain('shaka');
  });

  it('never answers for the API, the socket or anything but a GET', async () => {
    const { caches, worker } = await installedWorker();
    expect(await worker.fetch('/api/group/g1')).toBeUndefined();
    expect(await worker.fetch('/api/exam/id/e1/groupId/g1', { mode: 'navigate' })).toBeUndefined();
    expect(await worker.fetch('/socket.io/?EIO=4&transport=polling')).toBeUndefined();
    expect(await worker.fetch('/assets/index-abc.js', { method: 'POST' })).toBeUndefined();
    expect(await worker.fetch('https://cdn.example/x.js')).toBeUndefined();
    const cached = [...caches.stores.values()].flatMap((store) => [...store.keys()]);
    expect(cached.some((url) => /\/(api|socket\.io)\//.test(url))).toBe(false);
  });

  it('deletes the caches of older builds when a new one activates', async () => {
    online = true;
    const caches = cacheStorage();
    await caches.open('app-shell-0123456789ab');
    await caches.open('something-else');
    const worker = startWorker(manifest, caches);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect(await caches.keys()).toEqual(['something-else', `app-shell-${manifest.version}`]);
  });
});
