import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * Writes each message to the server log instead of sending it (the default on one machine, where the
 * log is the demo's phone: the one-time codes and result messages are read there).
 */
export function createConsoleSms(log: FastifyBaseLogger): SmsProvider {
  let sent = 0;
  return {
    name: 'console',
    async send(to, text) {
      sent += 1;
      log.info({ to, text }, 'sms');
      return { gatewayId: `console-${sent}`, answer: 'written to the log' };
    },
  };
}
