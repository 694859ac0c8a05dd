/** The studio server's settings, from the environment. */

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
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
