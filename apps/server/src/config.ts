import { z } from 'zod';
import { loadOrCreateSecret } from './lib/app-secret';

/** A yes/no setting ('1'/'true', '0'/'false'); unset or empty gives `whenUnset`. */
const flag = (whenUnset: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? whenUnset : v === '1' || v === 'true'));
const bool = flag(false);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per node (with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * `named`: the answer-save path and the session look-up are named prepared statements (parsed once per
   * connection). `unnamed` behind a pooler that lends server connections per transaction and does not
   * track named statements (PgBouncer before 1.21 in transaction mode).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['named', 'unnamed']).default('named'),
  /** PostgreSQL: the longest a new connection may take to open, ms (then the request answers 503). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * PostgreSQL `statement_timeout` of the node's connections, ms (0: none): a statement running longer
   * is cancelled and its request answers 503. Migrations and the start-up seed are exempt.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** PostgreSQL `lock_timeout`, ms (0: none): a statement waiting longer for a lock is cancelled (503). */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * Answer saves a node holds waiting for the database at most; past it a save answers 503 at once
   * (the student's app keeps the answer and sends it again).
   */
  ANSWER_QUEUE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  REDIS_URL: z.string().optional(),
  /**
   * API worker processes on this machine sharing the port (node:cluster), each a node as a separate
   * machine would be: set it to the CPU count to use every core. Above 1 it needs DATABASE_URL and
   * REDIS_URL (the workers share the database and tell each other of changes through Redis).
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Log every request and its answer at info (default on). Off, a busy exam day (thousands of saves a
   * second) writes no line per request; warnings, errors and the server's own info lines stay.
   */
  LOG_REQUESTS: flag(true),
  /**
   * Secret for HMAC signatures (OTP hashes, signed URLs), at least 16 characters. Required with
   * DATABASE_URL (every node needs the same one); without it a one-machine install makes its own and
   * keeps it in DATA_DIR/app-secret.
   */
  APP_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** Put the one-time code in the OTP response (demo and tests only). */
  OTP_REVEAL: bool,
  /** console (the log), http (a generic JSON gateway), bulksmsbd or sslwireless (Bangladeshi gateways). */
  SMS_PROVIDER: z.enum(['console', 'http', 'bulksmsbd', 'sslwireless']).default('console'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_SENDER: z.string().default('COACHING'),
  /** BulkSMSBD's api_key or SSL Wireless's api_token. */
  SMS_API_KEY: z.string().optional(),
  /** The approved sender: BulkSMSBD's senderid, SSL Wireless's SID (masking or number). */
  SMS_SENDER_ID: z.string().optional(),
  /** Another send address for the gateway (a test's own server); the gateway's documented one without it. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Result messages sent per second on each node (the gateway's rate). */
  SMS_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(5),
  /** Tries of one message that meets a temporary gateway failure, and the wait between them. */
  SMS_MAX_TRIES: z.coerce.number().int().min(1).max(10).default(3),
  SMS_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Seed the demo institute when the database is empty. */
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  /**
   * Other origins whose pages may call the API and open sockets (a web app served elsewhere), comma
   * separated, e.g. `https://students.example.org`. Empty (the default): same origin only.
   */
  CORS_ORIGINS: z.string().default(''),
  /**
   * Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDR ranges. Empty trusts
   * none, so the client address is the connecting one and a client cannot pick its own.
   */
  TRUSTED_PROXIES: z.string().default(''),
  INSTITUTE_NAME: z.string().default('Demo Coaching'),
  INSTITUTE_SHORT_NAME: z.string().default('Demo'),
  INSTITUTE_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#1677ff'),
  INSTITUTE_LOGO_URL: z.string().default('/logo.svg'),
  ASSET_HOST: z.string().default('/api/files'),
  SUPPORT_EMAIL: z.string().default('support@example.com'),
  /** The first admin account, created at start when no staff account exists (production bootstrap). */
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Requests one session (or, signed out, one address) may make per minute across the API. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * On SIGTERM: milliseconds the server keeps serving with its readiness route failing, so the load
   * balancer's health check notices and sends new traffic elsewhere before the server stops listening.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM: the longest the stop may take (requests in flight, answer writes) before the process exits 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  /**
   * Bearer token of `GET /api/metrics` (Prometheus). Unset: nothing is measured and the route answers 404.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have 16 or more characters').optional(),
  /**
   * Local file storage although REDIS_URL says other nodes run too: only when DATA_DIR is a disk every
   * node shares (NFS and the like). Without it, several nodes need S3-compatible storage.
   */
  ALLOW_LOCAL_STORAGE: bool,
  /** Switch off rate limits (load benchmarks only). */
  RATE_LIMITS_OFF: bool,
  /** Seconds after an exam deadline in which answers saved offline (inside the attempt) are still accepted. */
  EXAM_OFFLINE_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** How often each node looks for attempts past deadline + grace to submit them; 0 switches it off. */
  EXAM_AUTO_SUBMIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** S3-compatible object storage: set S3_BUCKET to use it instead of local disk in DATA_DIR/files. */
  S3_BUCKET: z.string().optional(),
  /** The S3 endpoint for non-AWS stores (MinIO, R2, ...); empty means AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address buckets as endpoint/bucket (MinIO and most self-hosted stores need this). */
  S3_FORCE_PATH_STYLE: bool,
  /** Multi-DRM licence tokens for videos marked DRM-protected: `none` (they say they are unavailable) or `pallycon`. */
  DRM_PROVIDER: z.enum(['none', 'pallycon']).default('none'),
  /** PallyCon (DoveRunner) console site settings: site id (4 letters), site key and access key (32 characters each). */
  PALLYCON_SITE_ID: z
    .string()
    .regex(/^[A-Z0-9]{4}$/, 'must be the 4-letter site id')
    .optional(),
  PALLYCON_SITE_KEY: z.string().length(32).optional(),
  PALLYCON_ACCESS_KEY: z.string().length(32).optional(),
  PALLYCON_LICENSE_URL: z.string().url().default('https://license-global.pallycon.com/ri/licenseManager.do'),
  /** FairPlay certificate address; defaults to PallyCon's for the site. */
  PALLYCON_FAIRPLAY_CERT_URL: z.string().url().optional(),
  /**
   * The address students reach this server at, e.g. `https://lms.example.org`: payment gateways send
   * payers and notices back to it. Unset: the address of the request that starts a payment.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Online payment gateways: `simulator` (both bKash and SSLCommerz, played by this server under
   * /api/payment-simulator; the default outside production), `bkash`, `sslcommerz`, both comma
   * separated, or `none` (the default in production).
   */
  PAYMENT_PROVIDER: z.string().optional(),
  /** The longest one call to a payment gateway may take, ms. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** Reconciliation asks the gateway about orders left pending longer than this, minutes. */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** bKash tokenized checkout, up to the version. */
  BKASH_BASE_URL: z.string().url().default('https://tokenized.sandbox.bka.sh/v1.2.0-beta'),
  BKASH_APP_KEY: z.string().optional(),
  BKASH_APP_SECRET: z.string().optional(),
  BKASH_USERNAME: z.string().optional(),
  BKASH_PASSWORD: z.string().optional(),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  /** SSLCommerz's live gateway (securepay) instead of its sandbox. */
  SSLCOMMERZ_LIVE: bool,
});

/** The trusted proxies of TRUSTED_PROXIES as Fastify's `trustProxy` takes them: a list, or false for none. */
export function trustedProxies(value: string): string[] | false {
  const list = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** The origins of CORS_ORIGINS, each `scheme://host[:port]`. */
export function corsOrigins(value: string): string[] {
  return value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** The server's settings, parsed from the environment once. */
export type Config = Omit<z.infer<typeof envSchema>, 'APP_SECRET'> & {
  APP_SECRET: string;
  demoDefaultsRefused: boolean;
  /** The payment gateways PAYMENT_PROVIDER chose. */
  payments: PaymentSetting;
};

/**
 * Parses and checks the environment. There is no built-in secret: with DATABASE_URL, APP_SECRET must be
 * set; without it, the secret kept in DATA_DIR is used (made on first start). In production the demo
 * seed with its well-known passwords is never applied.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  const badOrigin = corsOrigins(config.CORS_ORIGINS).find((o) => !ORIGIN.test(o));
  if (badOrigin !== undefined) {
    throw new Error(
      `CORS_ORIGINS must list origins like https://app.example.org (no *, paths or slashes): ${badOrigin}`,
    );
  }
  if (!config.APP_SECRET && config.DATABASE_URL) {
    throw new Error(
      'APP_SECRET is required when DATABASE_URL is set: give every node the same random value of 16 or more characters',
    );
  }
  if (config.WORKERS > 1 && (!config.DATABASE_URL || !config.REDIS_URL)) {
    throw new Error(
      'WORKERS above 1 needs DATABASE_URL and REDIS_URL: the embedded database belongs to one process, and the workers tell each other of changes through Redis',
    );
  }
  if (production && config.OTP_REVEAL) {
    throw new Error('OTP_REVEAL cannot be used when NODE_ENV=production');
  }
  if (config.S3_BUCKET && (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  }
  if (
    config.DRM_PROVIDER === 'pallycon' &&
    (!config.PALLYCON_SITE_ID || !config.PALLYCON_SITE_KEY || !config.PALLYCON_ACCESS_KEY)
  ) {
    throw new Error(
      'PALLYCON_SITE_ID, PALLYCON_SITE_KEY and PALLYCON_ACCESS_KEY are required when DRM_PROVIDER=pallycon',
    );
  }
  if (config.REDIS_URL && !config.S3_BUCKET && !config.ALLOW_LOCAL_STORAGE) {
    throw new Error(
      'With REDIS_URL (several API nodes) files must be in S3-compatible storage, or a file uploaded through one node is missing on the others: set S3_BUCKET and its keys, or ALLOW_LOCAL_STORAGE=1 if DATA_DIR is a disk all nodes share',
    );
  }
  if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_URL) {
    throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http');
  }
  if (
    (config.SMS_PROVIDER === 'bulksmsbd' || config.SMS_PROVIDER === 'sslwireless') &&
    (!config.SMS_API_KEY || !config.SMS_SENDER_ID)
  ) {
    throw new Error(`SMS_API_KEY and SMS_SENDER_ID are required when SMS_PROVIDER=${config.SMS_PROVIDER}`);
  }
  const payments = paymentProviders(config.PAYMENT_PROVIDER, production, config);
  const secret = config.APP_SECRET ?? loadOrCreateSecret(config.DATA_DIR);
  return { ...config, APP_SECRET: secret, demoDefaultsRefused: production, payments };
}

/** Which gateways serve payments: the simulator (both, played by this server), real ones, or none. */
export interface PaymentSetting {
  simulator: boolean;
  providers: ('bkash' | 'sslcommerz')[];
}

/**
 * Reads PAYMENT_PROVIDER (`simulator`, `bkash`, `sslcommerz`, `bkash,sslcommerz`, `none`; unset means
 * the simulator outside production and none in it) and checks that each real gateway has its
 * credentials. The simulator is refused in production: it marks dues paid without money.
 */
export function paymentProviders(
  value: string | undefined,
  production: boolean,
  config: Record<string, unknown>,
): PaymentSetting {
  const names = (value ?? (production ? 'none' : 'simulator'))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (names.length === 0 || names.includes('none')) return { simulator: false, providers: [] };
  if (names.includes('simulator')) {
    if (names.length > 1) throw new Error('PAYMENT_PROVIDER=simulator cannot be combined with real gateways');
    if (production) throw new Error('PAYMENT_PROVIDER=simulator cannot be used when NODE_ENV=production');
    return { simulator: true, providers: ['bkash', 'sslcommerz'] };
  }
  const needs = {
    bkash: ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
    sslcommerz: ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
  } as const;
  const providers: ('bkash' | 'sslcommerz')[] = [];
  for (const name of names) {
    if (name !== 'bkash' && name !== 'sslcommerz')
      throw new Error(`PAYMENT_PROVIDER: unknown gateway ${name} (simulator, bkash, sslcommerz or none)`);
    const missing = needs[name].filter((key) => !config[key]);
    if (missing.length)
      throw new Error(`${missing.join(', ')} required when PAYMENT_PROVIDER includes ${name}`);
    providers.push(name);
  }
  if (!config.PUBLIC_URL)
    throw new Error('PUBLIC_URL is required with a real payment gateway (its callbacks come back to it)');
  return { simulator: false, providers };
}
