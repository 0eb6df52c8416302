import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { baseStylePlugin, browserAliases, browserBuild } from './build/browser-build';
import { serviceWorker } from './build/service-worker-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    baseStylePlugin(),
    // The video player is not precached: a video needs the network anyway (it is cached once used).
    // Only woff2 fonts are precached: every browser that runs the app reads woff2, the older formats are dead weight.
    serviceWorker({ skip: [/^assets\/shaka-player/, /\.(woff|ttf)$/] }),
  ],
  resolve: { alias: browserAliases(command) },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: browserBuild,
}));
