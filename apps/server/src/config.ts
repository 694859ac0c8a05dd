import { z } from 'zod';
import { resolve } from 'node:path';
import { packageFile } from '@casino/server-kit';

/** The in-house studio's name as a game provider (seamless wallet, free rounds, catalogue). */
export const STUDIO_PROVIDER = 'lumen-studio';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toUpperCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  // Production serves players over https only: either PUBLIC_URL is https:// or a proxy in front terminates TLS.
  TLS_TERMINATED_UPSTREAM: z.enum(['true', 'false']).default('false'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
  WS_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  WS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  TRUST_PROXY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a header name such as x-forwarded-for')
    .optional(),
  BLOCKED_COUNTRIES: csv,
  DEV_COUNTRY_OVERRIDE: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 country code')
    .optional(),
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  API_DOCS: z.enum(['true', 'false']).optional(),
  SEED_DEV_ACCOUNTS: z.enum(['true', 'false']).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lumen Casino <no-reply@localhost>'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'hosted']).default('sandbox'),
  // The sandbox approves deposits nobody paid: production refuses it unless a demo site says so explicitly.
  PAYMENT_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  PAYMENT_SANDBOX_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('lumen-sandbox-development-secret'),
  PAYMENT_HOSTED_API_URL: z.url().optional(),
  PAYMENT_HOSTED_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_HOSTED_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  PAYMENT_WEBHOOK_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  CRYPTO_SANDBOX_RATES: z
    .string()
    .regex(
      /^(BTC|ETH|USDT)=\d+(\.\d{1,8})?(,(BTC|ETH|USDT)=\d+(\.\d{1,8})?)*$/,
      'must look like BTC=60000,ETH=3000,USDT=0.92 (EUR per unit)',
    )
    .refine((text) => !/=0+(\.0+)?(,|$)/.test(text), 'every rate must be above 0')
    .optional(),
  CRYPTO_QUOTE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  STUDIO_WALLET_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('lumen-studio-wallet-development-secret'),
  SEAMLESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60_000),
  // The in-house studio's public address: its catalogue is imported from there and its games and artwork may be
  // framed and shown from there. Empty: no studio (no import).
  STUDIO_URL: z.union([z.literal(''), z.url()]).default('http://127.0.0.1:3100'),
});

/** EUR per unit of each asset in the sandbox, unless CRYPTO_SANDBOX_RATES overrides some. */
const DEFAULT_CRYPTO_RATES: Record<'BTC' | 'ETH' | 'USDT', string> = {
  BTC: '60000',
  ETH: '3000',
  USDT: '0.92',
};

function cryptoRates(text: string | undefined): Record<'BTC' | 'ETH' | 'USDT', string> {
  const rates = { ...DEFAULT_CRYPTO_RATES };
  for (const pair of text ? text.split(',') : []) {
    const [asset, rate] = pair.split('=') as ['BTC' | 'ETH' | 'USDT', string];
    rates[asset] = rate;
  }
  return rates;
}

/**
 * The hosted payment provider's API and webhook settings (docs/payments.md), all required when it is chosen.
 * Its API is reached over https; plain http only to a loopback address outside production (a local stand-in).
 */
function hostedPayments(c: z.infer<typeof envSchema>) {
  if (c.PAYMENT_PROVIDER !== 'hosted') return null;
  const required = {
    PAYMENT_HOSTED_API_URL: c.PAYMENT_HOSTED_API_URL,
    PAYMENT_HOSTED_API_KEY: c.PAYMENT_HOSTED_API_KEY,
    PAYMENT_HOSTED_WEBHOOK_SECRET: c.PAYMENT_HOSTED_WEBHOOK_SECRET,
  };
  const missing = Object.keys(required).filter((name) => !required[name as keyof typeof required]);
  const { PAYMENT_HOSTED_API_URL: apiUrl, PAYMENT_HOSTED_API_KEY: apiKey } = required;
  const webhookSecret = required.PAYMENT_HOSTED_WEBHOOK_SECRET;
  if (!apiUrl || !apiKey || !webhookSecret) {
    const lines = missing.map((name) => `  ${name}: must be set when PAYMENT_PROVIDER=hosted`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const url = new URL(apiUrl);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && c.NODE_ENV !== 'production')) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_HOSTED_API_URL: must be an https:// address');
  }
  return { apiUrl: apiUrl.replace(/\/+$/, ''), apiKey, webhookSecret };
}

/**
 * The demo player and admin (seed/dev-accounts.ts): in development unless SEED_DEV_ACCOUNTS=false, in tests
 * only with SEED_DEV_ACCOUNTS=true (the end-to-end server's staff session), never in production.
 */
function seedDevAccounts(
  env: 'development' | 'production' | 'test',
  flag: 'true' | 'false' | undefined,
): boolean {
  if (env === 'production') return false;
  return flag === undefined ? env === 'development' : flag === 'true';
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once. Throws one readable error listing every bad variable. */
/** Variables whose empty value switches a part off rather than taking the default. */
const EMPTY_MEANS_NONE = new Set(['STUDIO_URL']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset, as in most env files, except where empty means "none".
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => value !== undefined && (value !== '' || EMPTY_MEANS_NONE.has(name)),
    ),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.DEV_COUNTRY_OVERRIDE) {
    throw new ConfigError(
      'Invalid configuration:\n  DEV_COUNTRY_OVERRIDE: is for development only and must not be set in production',
    );
  }
  // The demo accounts' passwords sit in a file under DATA_DIR: they must never exist on a live site.
  if (c.NODE_ENV === 'production' && c.SEED_DEV_ACCOUNTS === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEV_ACCOUNTS: is for development and tests only and must not be set in production',
    );
  }
  // The sandbox's built-in secret is public (it is in the repository): production must set its own.
  if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'sandbox' && !present.PAYMENT_SANDBOX_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_SANDBOX_SECRET: must be set in production (the default is for development only)',
    );
  }
  const productionSandbox = c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'sandbox';
  if (productionSandbox && c.PAYMENT_SANDBOX_IN_PRODUCTION !== 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox credits deposits nobody paid; production needs a real provider (PAYMENT_PROVIDER=hosted), or PAYMENT_SANDBOX_IN_PRODUCTION=true on a demo site that never takes real money',
    );
  }
  // The same for the in-house studio's seamless-wallet secret (docs/seamless-wallet.md).
  if (c.NODE_ENV === 'production' && !present.STUDIO_WALLET_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STUDIO_WALLET_SECRET: must be set in production (the default is for development only)',
    );
  }
  // Mail links, payment return addresses and the realtime origin check name the public address: production
  // must say it rather than fall back to the listening address.
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: must be set in production (the https:// address players use)',
    );
  }
  // Without https the session cookie would travel in clear and HSTS could not be sent.
  const https = c.PUBLIC_URL?.startsWith('https://') === true || c.TLS_TERMINATED_UPSTREAM === 'true';
  if (c.NODE_ENV === 'production' && !https) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: must be an https:// address in production (or set TLS_TERMINATED_UPSTREAM=true when a proxy in front terminates TLS)',
    );
  }
  if (c.HTTP_HEADERS_TIMEOUT_SECONDS > c.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  if (c.SESSION_IDLE_MINUTES > c.SESSION_ABSOLUTE_HOURS * 60) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_IDLE_MINUTES: must not be longer than SESSION_ABSOLUTE_HOURS',
    );
  }
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === 'production',
    host: c.HOST,
    port: c.PORT,
    publicUrl: c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`,
    /** Players reach the site over https: cookies are Secure, HSTS and upgrade-insecure-requests are sent. */
    https,
    /** The API docs (/api/docs, /api/openapi.json): on outside production, in production only with API_DOCS=true. */
    apiDocs: c.API_DOCS === undefined ? c.NODE_ENV !== 'production' : c.API_DOCS === 'true',
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    webDistDir: resolve(c.WEB_DIST_DIR ?? packageFile(import.meta.url, '../web/dist')),
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    registrationLimitPerHour: c.REGISTRATION_LIMIT_PER_HOUR,
    /** How long a client may take over its connection, in milliseconds (serverTimeoutOptions, @casino/server-kit). */
    httpTimeouts: {
      headersMs: c.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: c.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: c.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: c.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    /** `/ws` sockets one client address may hold on one node. */
    wsConnectionsPerAddress: c.WS_CONNECTIONS_PER_ADDRESS,
    /** How often `/ws` pings its sockets and re-checks their sessions. */
    wsHeartbeatMs: c.WS_HEARTBEAT_SECONDS * 1000,
    trustProxyHeader: c.TRUST_PROXY_HEADER?.toLowerCase(),
    blockedCountries: c.BLOCKED_COUNTRIES,
    devCountryOverride: c.DEV_COUNTRY_OVERRIDE?.toUpperCase(),
    seedDemoContent: c.SEED_DEMO_CONTENT === 'true',
    seedDevAccounts: seedDevAccounts(c.NODE_ENV, c.SEED_DEV_ACCOUNTS),
    sessionIdleMinutes: c.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: c.SESSION_ABSOLUTE_HOURS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    paymentProvider: c.PAYMENT_PROVIDER,
    /** The sandbox runs in production (a demo site): deposits are not paid, and every start says so. */
    paymentSandboxInProduction: c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'sandbox',
    paymentSandboxSecret: c.PAYMENT_SANDBOX_SECRET,
    /** Set when PAYMENT_PROVIDER=hosted. */
    paymentHosted: hostedPayments(c),
    paymentWebhookToleranceSeconds: c.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
    paymentWebhookRateLimitPerMinute: c.PAYMENT_WEBHOOK_LIMIT_PER_MINUTE,
    cryptoRates: cryptoRates(c.CRYPTO_SANDBOX_RATES),
    cryptoQuoteMinutes: c.CRYPTO_QUOTE_MINUTES,
    /** Seamless-wallet shared secrets by game provider; the in-house studio is the only provider so far. */
    seamlessWalletSecrets: { [STUDIO_PROVIDER]: c.STUDIO_WALLET_SECRET } as Readonly<Record<string, string>>,
    seamlessRateLimitPerMinute: c.SEAMLESS_RATE_LIMIT_PER_MINUTE,
    /** Where the in-house studio publishes its catalogue; null when none runs. */
    studioUrl: c.STUDIO_URL === '' ? null : c.STUDIO_URL.replace(/\/+$/, ''),
    /** Origins whose game clients the player app frames and whose artwork it shows. */
    gameOrigins: c.STUDIO_URL === '' ? [] : [new URL(c.STUDIO_URL).origin],
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
