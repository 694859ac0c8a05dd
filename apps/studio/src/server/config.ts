/** The studio server's settings, from the environment. */
import type { HttpTimeouts } from '@casino/server-kit';

/** The development secret shared with the platform; production must set STUDIO_WALLET_SECRET. */
export const DEV_STUDIO_WALLET_SECRET = 'lumen-studio-wallet-development-secret';
/** The provider name the studio calls the platform's seamless wallet as. */
export const STUDIO_PROVIDER = 'lumen-studio';

export interface StudioConfig {
  readonly port: number;
  readonly host: string;
  /** The platform's origin: seamless-wallet calls go there and only it may frame the games. */
  readonly platformUrl: string;
  /** The studio's own origin, used in published image and launch URLs. */
  readonly publicUrl: string;
  readonly walletSecret: string;
  /** PGlite folder (`memory://` in tests); ignored when databaseUrl is set. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** How often open rounds are retried in the background, ms; 0 turns it off (tests run it by hand). */
  readonly recoveryIntervalMs: number;
  /** Wallet retries of one call: attempts and the first delay (doubled each time). */
  readonly walletAttempts: number;
  readonly walletRetryDelayMs: number;
  /** How long a client may take over its connection, in milliseconds (serverTimeoutOptions, @casino/server-kit). */
  readonly httpTimeouts: HttpTimeouts;
}

export function loadStudioConfig(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const production = env.NODE_ENV === 'production';
  const walletSecret = env.STUDIO_WALLET_SECRET ?? DEV_STUDIO_WALLET_SECRET;
  if (production && walletSecret === DEV_STUDIO_WALLET_SECRET) {
    throw new Error('STUDIO_WALLET_SECRET must be set in production');
  }
  return {
    port: Number.parseInt(env.STUDIO_PORT ?? '3100', 10),
    host: env.STUDIO_HOST ?? '127.0.0.1',
    platformUrl: trimSlash(env.PLATFORM_URL ?? 'http://127.0.0.1:3000'),
    publicUrl: trimSlash(env.STUDIO_PUBLIC_URL ?? 'http://127.0.0.1:3100'),
    walletSecret,
    dataDir: env.STUDIO_DATA_DIR ?? './data/studio',
    databaseUrl: env.STUDIO_DATABASE_URL || undefined,
    recoveryIntervalMs: 60_000,
    walletAttempts: 5,
    walletRetryDelayMs: 200,
    httpTimeouts: httpTimeouts(env),
  };
}

/** The same variables and defaults as the platform's (a shared environment sets both servers alike). */
function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const seconds = (name: string, fallback: number, max: number): number => {
    const text = env[name];
    if (!text) return fallback * 1000;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new Error(`${name} must be a whole number of seconds from 1 to ${max}`);
    }
    return value * 1000;
  };
  const timeouts = {
    headersMs: seconds('HTTP_HEADERS_TIMEOUT_SECONDS', 10, 300),
    requestMs: seconds('HTTP_REQUEST_TIMEOUT_SECONDS', 120, 3600),
    idleMs: seconds('HTTP_IDLE_TIMEOUT_SECONDS', 60, 3600),
    keepAliveMs: seconds('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 72, 600),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_SECONDS must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return timeouts;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
