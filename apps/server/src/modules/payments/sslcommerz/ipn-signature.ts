import { createHash, timingSafeEqual } from 'node:crypto';

// The fields of an IPN the server reads: which order, what to validate, what it says.
const READ = ['tran_id', 'val_id', 'status'];

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's signature of the fields it posts: md5 of `key=value` pairs joined by `&`, sorted by key,
 * of the fields `verify_key` lists (those posted) plus `store_passwd` = md5(store password).
 */
function signatureOf(form: Record<string, string>, keys: string[], storePassword: string): string {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys) if (key in form && key !== 'store_passwd') signed[key] = form[key] ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

/** `fields` with SSLCommerz's `verify_key` (every field, comma-separated) and `verify_sign` added. */
export function signIpn(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const keys = Object.keys(fields);
  return { ...fields, verify_key: keys.join(','), verify_sign: signatureOf(fields, keys, storePassword) };
}

/**
 * Whether a posted IPN carries SSLCommerz's signature for our store: `verify_sign` over the fields
 * `verify_key` lists. An IPN without one, or with a wrong one, was not sent by SSLCommerz.
 */
export function ipnSignedByStore(form: Record<string, string>, storePassword: string): boolean {
  const sign = form.verify_sign ?? '';
  const keys = (form.verify_key ?? '').split(',').filter(Boolean);
  if (!/^[0-9a-f]{32}$/i.test(sign) || keys.length === 0 || !storePassword) return false;
  // What we read of an IPN must be among what is signed.
  if (READ.some((key) => key in form && !keys.includes(key))) return false;
  const expected = Buffer.from(signatureOf(form, keys, storePassword));
  return timingSafeEqual(expected, Buffer.from(sign.toLowerCase()));
}
