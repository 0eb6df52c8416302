// Keys whose values never go into the log, wherever they sit in a body or a record (compared lower
// case without separators, so `newPassword`, `access_token` and `passwordHash` all match).
const SECRET_KEY = /^password|(password|passcode|otp|token|secret|sessionid|apikey|authorization|cookie)$/;
const isSecret = (key: string) => SECRET_KEY.test(key.toLowerCase().replace(/[^a-z0-9]/g, ''));
const MAX_TEXT = 1_000;
const MAX_ITEMS = 50;
const MAX_DEPTH = 8;
const MAX_JSON = 32_000;

/** What takes a secret's place in the log. */
export const REMOVED = '[removed]';

function trimmed(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (${value.length} characters)` : value;
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => trimmed(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    out[key] = isSecret(key) ? REMOVED : trimmed(item, depth + 1);
  }
  return out;
}

/**
 * A body or record as the audit log keeps it: secrets (passwords, codes, tokens, session ids) replaced,
 * long texts and lists cut, and anything still too big replaced by the start of its JSON.
 */
export function auditValue(value: unknown): unknown {
  const kept = trimmed(value, 0);
  const json = JSON.stringify(kept) ?? 'null';
  return json.length > MAX_JSON ? { truncated: true, preview: json.slice(0, 4_000) } : kept;
}
