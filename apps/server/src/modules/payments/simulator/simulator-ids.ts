import { randomBytes } from 'node:crypto';

/** A random id of the simulator: `prefix` and upper-case letters and digits, like the gateways' own. */
export function simulatorId(prefix: string, length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
