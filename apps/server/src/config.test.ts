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

  it('reads yes/no settings, each with its own default', () => {
    const read = (value: string | undefined) => {
      const c = loadConfig({ APP_SECRET: SECRET, LOG_REQUESTS: value, RATE_LIMITS_OFF: value });
      return [c.LOG_REQUESTS, c.RATE_LIMITS_OFF];
    };
    expect(read(undefined)).toEqual([true, false]);
    expect(read('')).toEqual([true, false]);
    expect(read('0')).toEqual([false, false]);
    expect(read('false')).toEqual([false, false]);
    expect(read('1')).toEqual([true, true]);
    expect(read('true')).toEqual([true, true]);
    expect(() => read('yes')).toThrow(/LOG_REQUESTS[\s\S]*RATE_LIMITS_OFF/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', INSTITUTE_PRIMARY_COLOR: 'blue' })).toThrow(
      /PORT[\s\S]*INSTITUTE_PRIMARY_COLOR/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });

  it('refuses local file storage on several nodes unless the disk is shared', () => {
    const redis = { APP_SECRET: SECRET, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadConfig(redis)).toThrow(/S3_BUCKET[\s\S]*ALLOW_LOCAL_STORAGE=1/);
    expect(loadConfig({ ...redis, ALLOW_LOCAL_STORAGE: '1' }).ALLOW_LOCAL_STORAGE).toBe(true);
    const s3 = { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...redis, ...s3 }).S3_BUCKET).toBe('files');
  });

  it('runs several worker processes only on PostgreSQL with Redis', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).WORKERS).toBe(1);
    expect(() => loadConfig({ APP_SECRET: SECRET, WORKERS: '2' })).toThrow(
      /WORKERS above 1 needs DATABASE_URL and REDIS_URL/,
    );
    const postgres = { APP_SECRET: SECRET, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    expect(() => loadConfig({ ...postgres, WORKERS: '2' })).toThrow(/REDIS_URL/);
    const shared = { ...postgres, REDIS_URL: 'redis://127.0.0.1:6379', ALLOW_LOCAL_STORAGE: '1' };
    expect(loadConfig({ ...shared, WORKERS: '2' }).WORKERS).toBe(2);
    expect(() => loadConfig({ ...shared, WORKERS: '0' })).toThrow(/WORKERS/);
  });
});

describe('payment gateways', () => {
  const load = (env: Record<string, string>) => loadConfig({ APP_SECRET: SECRET, ...env });
  const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
  const ssl = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' };
  const url = { PUBLIC_URL: 'https://lms.example.org' };

  it('plays both gateways with the simulator by default, and offers none in production', () => {
    expect(load({}).payments).toEqual({ simulator: true, providers: ['bkash', 'sslcommerz'] });
    expect(load({ NODE_ENV: 'production' }).payments).toEqual({ simulator: false, providers: [] });
    expect(load({ PAYMENT_PROVIDER: 'none' }).payments.providers).toEqual([]);
  });

  it('refuses the simulator in production, and mixed with real gateways', () => {
    expect(() => load({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' })).toThrow(/production/);
    expect(() => load({ PAYMENT_PROVIDER: 'simulator,bkash', ...bkash, ...url })).toThrow(/combined/);
  });

  it('needs each real gateway credentials and the public address', () => {
    expect(() => load({ PAYMENT_PROVIDER: 'bkash', ...url })).toThrow(/BKASH_APP_KEY/);
    expect(() => load({ PAYMENT_PROVIDER: 'sslcommerz', ...url })).toThrow(/SSLCOMMERZ_STORE_ID/);
    expect(() => load({ PAYMENT_PROVIDER: 'bkash', ...bkash })).toThrow(/PUBLIC_URL/);
    expect(() => load({ PAYMENT_PROVIDER: 'paypal', ...url })).toThrow(/unknown gateway paypal/);
    expect(load({ PAYMENT_PROVIDER: 'bkash, sslcommerz', ...bkash, ...ssl, ...url }).payments).toEqual({
      simulator: false,
      providers: ['bkash', 'sslcommerz'],
    });
  });
});
