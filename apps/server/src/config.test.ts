import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults for one machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: '.data', SMS_PROVIDER: 'console', OTP_REVEAL: false });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.demoDefaultsRefused).toBe(false);
  });

  it('refuses the demo secret and code revealing in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a-real-secret-of-32-characters!!', OTP_REVEAL: '1' }),
    ).toThrow(/OTP_REVEAL/);
    const prod = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a-real-secret-of-32-characters!!' });
    expect(prod.demoDefaultsRefused).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', INSTITUTE_PRIMARY_COLOR: 'blue' })).toThrow(
      /PORT[\s\S]*INSTITUTE_PRIMARY_COLOR/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
