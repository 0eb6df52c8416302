import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): safe, and cheap enough that a burst of sign-ins
// before an exam does not queue on two cores.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** True when `password` matches the stored argon2 hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, made on the first sign-in with no stored hash and kept for the process.
let standIn: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. Without a hash (no such account, or one with no password yet)
 * it is checked against a stand-in hash and is false: the answer costs the same argon2 work, so its
 * time does not tell which accounts exist.
 */
export async function checkPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash) return verifyPassword(hash, password);
  standIn ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await standIn, password);
  return false;
}
