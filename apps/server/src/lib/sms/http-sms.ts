import { callGateway, type SmsProvider } from './sms-provider';

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
      const body = await callGateway(
        options.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to, from: options.sender, text }),
        },
        options.timeoutMs,
      );
      return { gatewayId: null, answer: body.slice(0, 200) };
    },
  };
}
