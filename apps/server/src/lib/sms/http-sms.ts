import type { SmsProvider } from './sms-provider';

/** Settings of an HTTP SMS gateway. */
export interface HttpSmsOptions {
  url: string;
  token?: string;
  sender: string;
  timeoutMs?: number;
}

/**
 * Sends through an HTTP SMS gateway: `POST url` with JSON `{ to, from, text }` and a bearer token. Any
 * non-2xx answer is an error, so the caller can tell the student the code was not sent.
 */
export function createHttpSms(options: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, from: options.sender, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`SMS gateway answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
