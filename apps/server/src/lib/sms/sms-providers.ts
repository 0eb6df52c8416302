import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createBulkSmsBd } from './bulksmsbd-sms';
import { createConsoleSms } from './console-sms';
import { createHttpSms } from './http-sms';
import type { SmsProvider } from './sms-provider';
import { createSslWireless } from './ssl-wireless-sms';

/** The SMS gateway SMS_PROVIDER names, with its settings (checked when the config was read). */
export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  const url = config.SMS_GATEWAY_URL;
  switch (config.SMS_PROVIDER) {
    case 'http':
      return createHttpSms({
        url: config.SMS_HTTP_URL ?? '',
        token: config.SMS_HTTP_TOKEN,
        sender: config.SMS_HTTP_SENDER,
      });
    case 'bulksmsbd':
      return createBulkSmsBd({
        apiKey: config.SMS_API_KEY ?? '',
        senderId: config.SMS_SENDER_ID ?? '',
        ...(url ? { url } : {}),
      });
    case 'sslwireless':
      return createSslWireless({
        apiToken: config.SMS_API_KEY ?? '',
        sid: config.SMS_SENDER_ID ?? '',
        ...(url ? { url } : {}),
      });
    default:
      return createConsoleSms(log, { showText: config.NODE_ENV !== 'production' });
  }
}
