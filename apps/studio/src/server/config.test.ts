import { describe, expect, it } from 'vitest';
import { DEV_STUDIO_WALLET_SECRET, loadStudioConfig } from './config.ts';

describe('studio configuration', () => {
  it('has development defaults', () => {
    const config = loadStudioConfig({});
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:3000',
      publicUrl: 'http://127.0.0.1:3100',
      walletSecret: DEV_STUDIO_WALLET_SECRET,
      dataDir: './data/studio',
      databaseUrl: undefined,
    });
  });

  it('reads the environment and drops trailing slashes', () => {
    const config = loadStudioConfig({
      STUDIO_PORT: '4100',
      PLATFORM_URL: 'https://casino.example/',
      STUDIO_DATABASE_URL: 'postgres://studio@db/studio',
    });
    expect(config.port).toBe(4100);
    expect(config.platformUrl).toBe('https://casino.example');
    expect(config.databaseUrl).toBe('postgres://studio@db/studio');
  });

  it('refuses the development secret in production', () => {
    expect(() => loadStudioConfig({ NODE_ENV: 'production' })).toThrow(/STUDIO_WALLET_SECRET/);
    expect(loadStudioConfig({ NODE_ENV: 'production', STUDIO_WALLET_SECRET: 's3cret' }).walletSecret).toBe(
      's3cret',
    );
  });
});
