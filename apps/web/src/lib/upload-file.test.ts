import { Blob as NodeBlob } from 'node:buffer';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { storageKeys } from './storage';
import { uploadFile } from './upload-file';

// A real HTTP server standing in for the API and the signed upload URL.
// Node's fetch sends Node's Blob (jsdom's own Blob would be sent as text); browsers' File is a Blob too.
const file = (parts: (string | Uint8Array)[], type: string) =>
  new NodeBlob(parts, { type }) as unknown as Blob;
let server: Server;
let origin: string;
let stored: { type?: string; body: Buffer } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/api/content/signed-request') {
        const type = url.searchParams.get('mimeType');
        if (type !== 'image/png') {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ errors: { title: 'File type not allowed', message: 'no' } }));
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            data: { signedUrl: `${origin}/put/abc?sig=1`, key: 'uploads/abc.png', maxBytes: 10 },
          }),
        );
      }
      if (url.pathname === '/put/abc' && req.method === 'PUT') {
        stored = { type: req.headers['content-type'], body: Buffer.concat(chunks) };
        res.writeHead(200);
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  localStorage.setItem(storageKeys.baseUrl, `${origin}/api`);
  stored = undefined;
});

it('asks for a signed URL, PUTs the file there with its type and returns the key', async () => {
  const key = await uploadFile(file([new Uint8Array([1, 2, 3])], 'image/png'));
  expect(key).toBe('uploads/abc.png');
  expect(stored?.type).toBe('image/png');
  expect([...(stored?.body ?? [])]).toEqual([1, 2, 3]);
});

it('fails with the server title for a type that is not allowed, sending nothing', async () => {
  const error = await uploadFile(file(['x'], 'text/html')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).title).toBe('File type not allowed');
  expect(stored).toBeUndefined();
});

it('refuses a file larger than the signed limit before uploading', async () => {
  const error = await uploadFile(file([new Uint8Array(11)], 'image/png')).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(413);
  expect(stored).toBeUndefined();
});
