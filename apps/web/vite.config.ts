import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './build/service-worker-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const zodStub = fileURLToPath(new URL('./build/zod-stub.ts', import.meta.url));
const routerDist = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The video player is not precached: a video needs the network anyway (it is cached once used).
    serviceWorker({ skip: [/^assets\/shaka-player/] }),
  ],
  resolve: {
    // react-router's package exports point at its development build; ship the production one. The
    // route table's schemas are the server's business: zod is a stub in the browser (build/zod-stub.ts).
    alias: [
      { find: /^zod$/, replacement: zodStub },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerDist('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // antd's @rc-component packages declare no `sideEffects` although they have none: without this
      // hint every Input drags the whole form engine (and its validator) into the sign-in page.
      // Building a (stubbed) schema does nothing, so a route table's unused schemas are dropped.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
}));
