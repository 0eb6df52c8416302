/** What a gateway answered for a message it took. */
export interface SmsSent {
  /** The gateway's id of the message (for its delivery report), when it gives one. */
  gatewayId: string | null;
  /** The gateway's answer, short, for the delivery log (never the message text). */
  answer: string;
}

/**
 * A gateway refused or could not take a message. `temporary`: trying again later may succeed (the
 * gateway was down, busy or answered an internal error); otherwise the same message would be refused
 * again (a bad number, a sender id not approved, no balance) until someone fixes it.
 */
export class SmsSendError extends Error {
  constructor(
    readonly answer: string,
    readonly temporary: boolean,
  ) {
    super(`SMS gateway: ${answer}`);
    this.name = 'SmsSendError';
  }
}

/** Sends a text message to a mobile number (88 + local number). */
export interface SmsProvider {
  readonly name: string;
  /**
   * Sends one message; `reference` is our id of it, sent where the gateway takes one so it can refuse a
   * second copy. Throws an `SmsSendError` when the gateway does not take it.
   */
  send(to: string, text: string, reference?: string): Promise<SmsSent>;
}

/**
 * A POST or GET to a gateway, with its failures as `SmsSendError`: no answer (network, timeout) and
 * 5xx or 429 are temporary, any other non-2xx permanent. Answers the body of a 2xx answer.
 */
export async function callGateway(url: string, init: RequestInit, timeoutMs = 10_000): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new SmsSendError(`no answer (${(err as Error).name})`, true);
  }
  const body = await response.text().catch(() => '');
  if (!response.ok)
    throw new SmsSendError(
      `HTTP ${response.status} ${body.slice(0, 200)}`.trim(),
      response.status >= 500 || response.status === 429,
    );
  return body;
}

/** The body of a gateway's answer as JSON; a body that is not JSON is a temporary failure. */
export function gatewayJson(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new SmsSendError(`unreadable answer: ${body.slice(0, 200)}`, true);
}
