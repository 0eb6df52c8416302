import { callGateway, gatewayJson, type SmsProvider, SmsSendError } from './sms-provider';

/** SSL Wireless ISMS's send address. */
export const SSL_WIRELESS_URL = 'https://smsplus.sslwireless.com/api/v3/send-sms';

/** Settings of an SSL Wireless ISMS account. */
export interface SslWirelessOptions {
  apiToken: string;
  /** The SID of the account's approved sender (masking or non-masking). */
  sid: string;
  url?: string;
  timeoutMs?: number;
}

/**
 * The customer's SMS id SSL Wireless keeps unique per message (at most 20 characters): from our id, so
 * a second send of the same message is refused by the gateway too.
 */
export function csmsIdOf(reference: string): string {
  return reference.replaceAll('-', '').slice(0, 20);
}

/**
 * SSL Wireless ISMS (smsplus.sslwireless.com), API v3: a JSON POST of `api_token`, `sid`, `msisdn`,
 * `sms` and `csms_id` (our message's id; the gateway refuses a repeated one). It answers `status`
 * SUCCESS with `smsinfo[0].reference_id` (its id of the message), or FAILED with a `status_code` and
 * `error_message`; a 5xxx code is its own failure and may pass later, a 4xxx code is ours (token,
 * SID, number, balance, a repeated csms_id) and needs someone to act.
 */
export function createSslWireless(options: SslWirelessOptions): SmsProvider {
  return {
    name: 'sslwireless',
    async send(to, text, reference) {
      const body = await callGateway(
        options.url ?? SSL_WIRELESS_URL,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_token: options.apiToken,
            sid: options.sid,
            msisdn: to,
            sms: text,
            csms_id: csmsIdOf(reference ?? crypto.randomUUID()),
          }),
        },
        options.timeoutMs,
      );
      const answer = gatewayJson(body);
      const code = Number(answer.status_code);
      const info = Array.isArray(answer.smsinfo) ? (answer.smsinfo[0] as Record<string, unknown>) : undefined;
      if (answer.status !== 'SUCCESS' || (info?.sms_status && info.sms_status !== 'SUCCESS')) {
        const said = String(answer.error_message || info?.status_message || answer.status || '').slice(
          0,
          200,
        );
        throw new SmsSendError(`${code || ''} ${said}`.trim(), code >= 5000);
      }
      const id = info?.reference_id;
      return {
        gatewayId: id === undefined || id === null ? null : String(id),
        answer: `${code || 200} ${String(info?.status_message ?? 'SUCCESS').slice(0, 100)}`,
      };
    },
  };
}
