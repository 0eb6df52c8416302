import type { AppContext } from '../context';
import { waitInWords } from './address-limit';
import { TooManyRequests } from './http-error';

// Sign-in failures are counted per (account, address): a guesser locks out only their own address, and
// the owner signs in from any other one. Locks grow with each repeat within a day.
/** Tries one address may make at one account in a window before it is locked out. */
export const PAIR_TRIES = 10;
/** The window of the per-(account, address) count, in seconds. */
export const PAIR_WINDOW_SECONDS = 900;
/** The first lockout of an (account, address); each further one within a day doubles, up to the cap. */
export const FIRST_LOCK_SECONDS = 900;
/** The longest lockout of an (account, address). */
export const MAX_LOCK_SECONDS = 3600;
const STRIKE_MEMORY_SECONDS = 86_400;
/**
 * Tries at one account from all addresses together in a window. Past it the account refuses sign-ins
 * for the rest of that window only (at most PAIR_WINDOW_SECONDS), so spread-out guessing is slowed
 * without locking the owner out for long.
 */
export const ACCOUNT_TRIES = 100;

/** Whose sign-in is guarded: the kind of account, its name, and the client's address. */
export interface SignInAttempt {
  kind: 'student' | 'staff' | 'guardian';
  account: string;
  ip: string;
}

const keys = ({ kind, account, ip }: SignInAttempt) => ({
  pair: `signin:${kind}:${account}:${ip}`,
  strikes: `signin-strikes:${kind}:${account}:${ip}`,
  account: `signin:${kind}:${account}`,
});

function locked(seconds: number): TooManyRequests {
  return new TooManyRequests(
    'Too many sign-in attempts',
    `Please try again in ${waitInWords(seconds)}.`,
    seconds,
  );
}

/**
 * Counts a sign-in try before the password is checked (so tries arriving together all count) and
 * throws a 429 with Retry-After while the account is locked for this address or for everyone.
 */
export async function guardSignIn(ctx: Pick<AppContext, 'config' | 'limiter'>, attempt: SignInAttempt) {
  if (ctx.config.RATE_LIMITS_OFF) return;
  const k = keys(attempt);
  const blocked = Math.max(await ctx.limiter.blockedFor(k.pair), await ctx.limiter.blockedFor(k.account));
  if (blocked > 0) throw locked(blocked);

  const pair = await ctx.limiter.hit(k.pair, PAIR_TRIES, PAIR_WINDOW_SECONDS);
  if (!pair.allowed) {
    const strikes = await ctx.limiter.hit(k.strikes, Number.MAX_SAFE_INTEGER, STRIKE_MEMORY_SECONDS);
    const seconds = Math.min(FIRST_LOCK_SECONDS * 2 ** (strikes.count - 1), MAX_LOCK_SECONDS);
    await ctx.limiter.block(k.pair, seconds);
    await ctx.limiter.reset(k.pair);
    throw locked(seconds);
  }
  const account = await ctx.limiter.hit(k.account, ACCOUNT_TRIES, PAIR_WINDOW_SECONDS);
  if (!account.allowed) {
    await ctx.limiter.block(k.account, account.retryAfterSeconds);
    throw locked(account.retryAfterSeconds);
  }
}

/** Clears the address's count and lockout history at an account after the right password. */
export async function signInSucceeded(ctx: Pick<AppContext, 'limiter'>, attempt: SignInAttempt) {
  const k = keys(attempt);
  await ctx.limiter.reset(k.pair);
  await ctx.limiter.reset(k.strikes);
}
