import type { HealthResponse } from '@casino/contracts';
import { pingDatabase } from '../../platform/db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import { APP_VERSION } from '../../version.ts';

export async function checkHealth(platform: Platform): Promise<HealthResponse> {
  const driver = platform.database.driver;
  try {
    const latencyMs = await pingDatabase(platform.db);
    return {
      status: 'ok',
      database: { ok: true, driver, latencyMs: round(latencyMs) },
      bus: platform.bus.kind,
      version: APP_VERSION,
    };
  } catch {
    return {
      status: 'degraded',
      database: { ok: false, driver, latencyMs: 0 },
      bus: platform.bus.kind,
      version: APP_VERSION,
    };
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;
