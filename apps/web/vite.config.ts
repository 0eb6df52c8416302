import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserAliases, browserBuild } from './build/browser-build';
import { serviceWorker } from './build/service-worker-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The video player is not precached: a video needs the network anyway (it is cached once used).
    serviceWorker({ skip: [/^assets\/shaka-player/] }),
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
