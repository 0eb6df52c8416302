// The app's service worker, emitted as /sw.js by build/service-worker-plugin.ts, which writes
// `const manifest = { version, precache }` above this code. It keeps the app shell on the device so
// the app opens with no network at all; the API's data is kept by the app itself (IndexedDB).
// - install: caches index.html and the built files under a cache named after the build's hash;
// - activate: deletes the caches of older builds, then controls the open pages at once;
// - navigations: the network first (a new deploy shows at once), the cached index.html when the
//   network fails, answers 5xx or stays silent for NAVIGATION_TIMEOUT_MS;
// - hashed files (/assets/): the cache first (they never change), kept when fetched later;
// - /api and /socket.io: never touched, never cached.

const CACHE_PREFIX = 'app-shell-';
const CACHE = `${CACHE_PREFIX}${manifest.version}`;
const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 5000;
// The server answers `Vary: Origin` (CORS) and module scripts are requested with an Origin: the
// built files are the same for every origin, so a cached copy matches whatever the headers.
const MATCH = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(manifest.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || /^\/(api|socket\.io)(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (manifest.precache.includes(url.pathname)) event.respondWith(networkFirst(request));
});

async function cachedShell() {
  return (await caches.open(CACHE)).match(SHELL, MATCH);
}

async function navigation(request) {
  const network = fetch(request);
  network.catch(() => {}); // handled below; not an unhandled rejection when the shell answered first
  let timer;
  const silence = new Promise((resolve) => {
    timer = setTimeout(resolve, NAVIGATION_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, silence]);
    if (first === undefined) return (await cachedShell()) ?? (await network);
    if (first.status < 500) return first;
    return (await cachedShell()) ?? first;
  } catch (error) {
    const shell = await cachedShell();
    if (shell) return shell;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, MATCH);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await (await caches.open(CACHE)).match(request, MATCH);
    if (hit) return hit;
    throw error;
  }
}
