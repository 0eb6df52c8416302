import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdSheet } from './build/antd-sheet-plugin';
import { baseStylePlugin, browserAliases, browserBuild } from './build/browser-build';
import { loginShell } from './build/login-shell-plugin';
import { precompress } from './build/precompress-plugin';
import { workboxOptions } from './build/workbox-options';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    baseStylePlugin(),
    antdSheet(),
    // The manifest is the server's (GET /api/branding/manifest.webmanifest): it carries the institute's
    // name, logo and colour, which one build cannot know. The worker is registered by the app itself
    // (lib/register-service-worker.ts), for signed-in students only.
    VitePWA({ registerType: 'prompt', injectRegister: false, manifest: false, workbox: workboxOptions }),
    loginShell(),
    precompress(),
  ],
  resolve: { alias: browserAliases(command) },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    ...browserBuild,
    // index.html names the first page's modules for the browser to fetch at once; a lazy page's import
    // adds no preload links of its own (Vite's default appends one per chunk it needs, ~90 on a
    // signed-in page): the chunk asks for its imports itself. Measured on a slow 2-vCPU machine with
    // Lighthouse's slow phone, the links cost the main thread 0.2-0.4 s and queued ahead of the page's
    // data on HTTP/1.1's six connections: without them the signed-in pages painted 0.3-0.7 s sooner.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
}));
