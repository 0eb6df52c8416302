#!/usr/bin/env node
// What a phone's first visit costs the server in files (`npm run bench:static`). Not a test. The built
// server (production, its embedded database) is asked for the files the student app's page and the
// console's page name (scripts, module preloads, styles), brotli accepted, 16 at a time, over one
// keep-alive agent; beside it the floor: a bare node:http process holding the same files' brotli copies
// in memory (the files themselves where the build made none) and sending them with the same kind of headers (the least a Node server can spend on a
// file). Each is measured in the same run by the CPU its process used per request (/proc), after a
// warm-up. Env: STATIC_REQUESTS (20,000 per round), STATIC_ROUNDS (3; the median is reported).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildServerUnlessSkipped,
  cpuSeconds,
  freePort,
  processHandle,
  startServer,
} from './exam-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.STATIC_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.STATIC_ROUNDS ?? 3);
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

/** The files a page names: its scripts, module preloads and styles. */
function filesOf(html, prefix) {
  return [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)]
    .map((m) => m[1])
    .filter((path) => path.startsWith(prefix));
}

const floorSource = (files) => `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const { existsSync } = require('node:fs');
// The brotli copy where the build wrote one (it leaves small files as they are).
const held = new Map(${JSON.stringify(files)}.map(([url, file]) => [url, existsSync(file + '.br') ? { br: true, body: readFileSync(file + '.br') } : { br: false, body: readFileSync(file) }]));
http.createServer({ keepAliveTimeout: 60000 }, (req, res) => {
  const file = held.get(req.url);
  if (!file) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...(file.br ? { 'content-encoding': 'br' } : {}),
    'cache-control': 'public, max-age=31536000, immutable', vary: 'accept-encoding', etag: '"0123456789abcdefghijklmnopq"',
    'content-length': file.body.length });
  res.end(file.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Ready on ' + process.env.PORT));
`;

/** Asks `port` for `paths` in turn, `requests` times, 16 at a time; resolves the wall ms. */
async function load(port, paths, requests) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const get = (path) =>
    new Promise((resolve, reject) =>
      http
        .get(
          { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
            res.resume();
            res.on('end', resolve);
          },
        )
        .on('error', reject),
    );
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < requests) await get(paths[next++ % paths.length]);
    }),
  );
  agent.destroy();
  return performance.now() - started;
}

/** Median CPU µs per request of the process `pid` over ROUNDS rounds, after a warm-up round. */
async function measure(port, pid, paths) {
  await load(port, paths, Math.min(REQUESTS, 3000));
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const before = cpuSeconds(pid);
    const ms = await load(port, paths, REQUESTS);
    rounds.push({ us: ((cpuSeconds(pid) - before) * 1e6) / REQUESTS, perSecond: (REQUESTS * 1000) / ms });
  }
  rounds.sort((a, b) => a.us - b.us);
  return rounds[Math.floor(rounds.length / 2)];
}

buildServerUnlessSkipped(log);
const server = await startServer(join(root, 'apps/server/dist/main.js'), {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-static-')),
});
try {
  const pageOf = async (path) => (await fetch(`http://127.0.0.1:${server.port}${path}`)).text();
  const web = filesOf(await pageOf('/'), '/assets/');
  const staff = filesOf(await pageOf('/staff/'), '/staff/assets/');
  const paths = [...web, ...staff];
  const fileOf = (url) =>
    url.startsWith('/staff/')
      ? join(root, 'apps/console/dist', url.slice(7))
      : join(root, 'apps/web/dist', url);
  const floorPort = await freePort();
  const floorChild = spawn(process.execPath, ['-e', floorSource(paths.map((url) => [url, fileOf(url)]))], {
    env: { PATH: process.env.PATH, PORT: String(floorPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(floorChild.stdout, 'data');
  const floorServer = processHandle(floorPort, floorChild);
  log(
    `${web.length} files of the student app's page and ${staff.length} of the console's, ${REQUESTS} requests a round`,
  );
  const floor = await measure(floorPort, floorServer.pid, paths);
  const ours = await measure(server.port, server.pid, paths);
  await floorServer.stop();
  const sent = (file) => readFileSync(existsSync(`${file}.br`) ? `${file}.br` : file).length;
  const bytes = paths.reduce((sum, url) => sum + sent(fileOf(url)), 0);
  console.log(
    `\nStatic files: ${cpus().length} x ${cpus()[0]?.model.trim()}, Node ${process.version}; ${paths.length} files, ${(bytes / 1024).toFixed(0)} KB brotli in all; medians of ${ROUNDS} rounds of ${REQUESTS}`,
  );
  console.log(
    `  floor (node:http, the brotli copies in memory): ${floor.us.toFixed(0)} µs CPU per request, ${floor.perSecond.toFixed(0)} requests/s`,
  );
  console.log(
    `  our server: ${ours.us.toFixed(0)} µs CPU per request, ${ours.perSecond.toFixed(0)} requests/s; ÷ floor: CPU ${(ours.us / floor.us).toFixed(2)}, requests/s ${(ours.perSecond / floor.perSecond).toFixed(2)}`,
  );
} finally {
  await server.stop();
}
