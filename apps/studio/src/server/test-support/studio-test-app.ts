/** A studio app against a fake platform, for integration tests. */
import { buildStudioApp, type StudioApp, type StudioAppOptions } from '../app.ts';
import { DEV_STUDIO_WALLET_SECRET, loadStudioConfig, type StudioConfig } from '../config.ts';

export function testConfig(platformUrl: string, dataDir = 'memory://'): StudioConfig {
  return {
    ...loadStudioConfig({}),
    platformUrl,
    publicUrl: 'http://studio.test',
    walletSecret: DEV_STUDIO_WALLET_SECRET,
    dataDir,
    databaseUrl: undefined,
    recoveryIntervalMs: 0,
    walletAttempts: 2,
    walletRetryDelayMs: 5,
  };
}

export function startStudio(
  platformUrl: string,
  dataDir?: string,
  options: StudioAppOptions = {},
): Promise<StudioApp> {
  return buildStudioApp(testConfig(platformUrl, dataDir), options);
}
