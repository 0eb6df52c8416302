import { readFileSync } from 'node:fs';
import { readServerState } from './server-state';

interface SmsLine {
  msg?: string;
  to?: string;
  text?: string;
}

/** The SMS lines the console provider wrote for a number (local 01... or 8801...), oldest first. */
export function smsLinesFor(phone: string): SmsLine[] {
  const local = phone.replace(/^88/, '');
  return readFileSync(readServerState().logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"sms"'))
    .map((line) => {
      try {
        return JSON.parse(line) as SmsLine;
      } catch {
        return {};
      }
    })
    .filter((line) => line.msg === 'sms' && typeof line.to === 'string' && line.to.endsWith(local));
}

/**
 * Waits for a new SMS to `phone` (more than `seenBefore` of them) and returns the six-digit code in it.
 */
export async function waitForOtp(phone: string, seenBefore: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = smsLinesFor(phone);
    const code = lines.length > seenBefore ? /\b(\d{6})\b/.exec(lines.at(-1)?.text ?? '')?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code was sent to ${phone} within ${timeoutMs} ms`);
}
