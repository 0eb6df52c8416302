import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake gateway received: its path, headers and body (parsed as a form or JSON). */
export interface GatewayRequest {
  path: string;
  headers: IncomingMessage['headers'];
  fields: Record<string, string>;
}

/** How the fake gateway answers one request: status and JSON body. */
export type GatewayAnswer = { status: number; body: unknown } | 'drop';

/**
 * A local HTTP server standing in for an SMS gateway: it records each request and answers with what
 * the test's `answer` function says (as the gateway documents its answers).
 */
export async function startFakeSmsGateway(answer: (req: GatewayRequest, n: number) => GatewayAnswer) {
  const received: GatewayRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const type = req.headers['content-type'] ?? '';
      const fields: Record<string, string> = type.includes('json')
        ? (JSON.parse(raw || '{}') as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
      const request = { path: req.url ?? '', headers: req.headers, fields };
      received.push(request);
      const a = answer(request, received.length);
      if (a === 'drop') {
        res.destroy();
        return;
      }
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
