import { callGateway, gatewayJson, type SmsProvider, SmsSendError } from './sms-provider';

/** BulkSMSBD's send address. */
export const BULKSMSBD_URL = 'http://bulksmsbd.net/api/smsapi';

/** Settings of a BulkSMSBD account. */
export interface BulkSmsBdOptions {
  apiKey: string;
  /** The approved sender id: a masking name or the account's number. */
  senderId: string;
  url?: string;
  timeoutMs?: number;
}

// Its codes that say the gateway itself failed: the same message may go through later.
const TEMPORARY_CODES = new Set([1005]);

/**
 * BulkSMSBD (bulksmsbd.net): a form POST of `api_key`, `type=text`, `number`, `senderid` and `message`
 * (it sends a Bengali text as Unicode by itself). It answers JSON whose `response_code` 202 means
 * taken, with `message_id`; any other code is its error (1002 sender id, 1007 balance, 1012 masking
 * must be Bengali, …): 1005 (its internal error) may pass later, the others need someone to act.
 */
export function createBulkSmsBd(options: BulkSmsBdOptions): SmsProvider {
  return {
    name: 'bulksmsbd',
    async send(to, text) {
      const form = new URLSearchParams({
        api_key: options.apiKey,
        type: 'text',
        number: to,
        senderid: options.senderId,
        message: text,
      });
      const body = await callGateway(
        options.url ?? BULKSMSBD_URL,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        options.timeoutMs,
      );
      const answer = gatewayJson(body);
      const code = Number(answer.response_code);
      const said = String(answer.success_message || answer.error_message || '').slice(0, 200);
      if (code !== 202) throw new SmsSendError(`${code} ${said}`.trim(), TEMPORARY_CODES.has(code));
      const id = answer.message_id;
      return { gatewayId: id === undefined || id === null ? null : String(id), answer: `202 ${said}`.trim() };
    },
  };
}
