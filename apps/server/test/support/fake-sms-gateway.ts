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

/** BulkSMSBD's answer to a message it took: the `n`th request gets message id 7000 + n. */
export const bulkSmsAccepted = (n: number): GatewayAnswer => ({
  status: 200,
  body: {
    response_code: 202,
    message_id: 7000 + n,
    success_message: 'SMS Submitted Successfully',
    error_message: '',
  },
});

/** BulkSMSBD's refusal of a message for want of balance (a permanent failure of that message). */
export const bulkSmsRefused: GatewayAnswer = {
  status: 200,
  body: { response_code: 1007, error_message: 'Balance Insufficient' },
};

/**
 * A fake BulkSMSBD gateway that takes every message, except that a number listed in `scripted` first
 * gets the answers listed for it, one per message; and `env`, the app settings that send through it at
 * once (no rate limit, no delay between tries).
 */
export async function startBulkSmsGateway() {
  const scripted = new Map<string, GatewayAnswer[]>();
  const gateway = await startFakeSmsGateway(
    (req, n) => scripted.get(req.fields.number ?? '')?.shift() ?? bulkSmsAccepted(n),
  );
  const env = {
    SMS_PROVIDER: 'bulksmsbd',
    SMS_API_KEY: 'key-1',
    SMS_SENDER_ID: 'UDVASH',
    SMS_GATEWAY_URL: gateway.url,
    SMS_RATE_PER_SECOND: '1000',
    SMS_RETRY_DELAY_MS: '0',
  };
  return { ...gateway, scripted, env };
}
