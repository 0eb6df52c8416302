import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/** Writes each message to the server log instead of sending it (the default on one machine). */
export function createConsoleSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async send(to, text) {
      log.info({ to, text }, 'sms');
    },
  };
}
