import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * Writes each message to the server log instead of sending it. On one machine outside production the
 * log is the demo's phone: the one-time codes and result messages are read there, so the text is logged
 * at info. In production (`showText` false) no code or message body reaches the log at info: only the
 * number and the length, the text at debug.
 */
export function createConsoleSms(log: FastifyBaseLogger, { showText }: { showText: boolean }): SmsProvider {
  let sent = 0;
  return {
    name: 'console',
    async send(to, text) {
      sent += 1;
      if (showText) log.info({ to, text }, 'sms');
      else {
        log.info({ to, characters: text.length }, 'sms');
        log.debug({ to, text }, 'sms text');
      }
      return { gatewayId: `console-${sent}`, answer: 'written to the log' };
    },
  };
}
