import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in DATA_DIR that keeps the generated secret of an embedded (one-machine) install. */
export const SECRET_FILE = 'app-secret';

/**
 * The secret kept in `dataDir`, made on first use: 32 random bytes, written once (exclusive create, so
 * two processes starting together agree) and readable by the owner only.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Someone may have copied the file in with looser rights: keep it private.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 16) throw new Error(`${path} holds no usable secret: remove it or set APP_SECRET`);
  return secret;
}
