import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The student app's build settings (zod stubbed, react-router's production build, tree-shaking hints).
import { baseStylePlugin, browserAliases, browserBuild } from '../web/build/browser-build';
import { precompress } from '../web/build/precompress-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  // The server serves the console under /staff (apps/server/src/plugins/web-app.ts).
  base: '/staff/',
  plugins: [react(), baseStylePlugin(), precompress()],
  resolve: { alias: browserAliases(command) },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: browserBuild,
}));
