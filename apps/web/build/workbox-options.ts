import type { VitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<VitePWAOptions['workbox']['runtimeCaching']>[number];

const DAY_SECONDS = 24 * 60 * 60;

// The server answers `Vary: Origin` (CORS): a file is the same whatever the request's origin header.
const matchOptions = { ignoreVary: true };

/** Images and fonts a page has shown, kept on the device (their URLs change when their content does). */
function keptOnDevice(destination: 'image' | 'font', maxEntries: number): RuntimeCaching {
  return {
    urlPattern: ({ request }) => request.destination === destination,
    handler: 'CacheFirst',
    options: {
      cacheName: `${destination}s`,
      matchOptions,
      // 0: an image from another origin (the asset host) without CORS headers is opaque; keep it too.
      cacheableResponse: { statuses: [0, 200] },
      expiration: { maxEntries, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true },
    },
  };
}

/**
 * The Workbox service worker of the student app:
 * - precache: index.html, the JavaScript, CSS and icons of the build (not the video player: a video
 *   needs the network anyway, and not the fonts: they are kept once a page has used them);
 * - navigations: index.html from the device, so the app opens with no network at all; /api, the
 *   socket and the staff console (its own app) are left alone;
 * - images (question and option pictures, the logo) and fonts: from the device once shown, so an
 *   exam opened online still shows them after an offline reload;
 * - the branding (public): from the network, the last copy when offline, so the logo and the asset
 *   host (where the question images are) are known after an offline reload.
 * The API's own data (exam papers, answers) is kept by the app in IndexedDB, not here.
 */
export const workboxOptions: VitePWAOptions['workbox'] = {
  globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
  globIgnores: ['assets/shaka-player*'],
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/staff(\/|$)/],
  cleanupOutdatedCaches: true,
  // The first worker controls the page at once, so the pictures of the exam opened next are kept.
  // An update still waits for the student (the update prompt), never reloading an exam.
  clientsClaim: true,
  runtimeCaching: [
    keptOnDevice('image', 500),
    keptOnDevice('font', 60),
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/branding',
      handler: 'NetworkFirst',
      options: { cacheName: 'branding', matchOptions, networkTimeoutSeconds: 5 },
    },
  ],
};
