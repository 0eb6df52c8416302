import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// A secret of its own, so that no test writes a secret file into the working folder.
const SECRET = 'a-real-secret-of-32-characters!!';
const dataDir = mkdtempSync(join(tmpdir(), 'lms-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has safe defaults for one machine', () => {
    const c = loadConfig({ APP_SECRET: SECRET });
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: '.data', SMS_PROVIDER: 'console', OTP_REVEAL: false });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.demoDefaultsRefused).toBe(false);
  });

  it('refuses code revealing in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET, OTP_REVEAL: '1' })).toThrow(
      /OTP_REVEAL/,
    );
    const prod = loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET });
    expect(prod.demoDefaultsRefused).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', INSTITUTE_PRIMARY_COLOR: 'blue' })).toThrow(
      /PORT[\s\S]*INSTITUTE_PRIMARY_COLOR/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
