import type { HealthResponse } from '@casino/contracts';
import { pingDatabase } from '../../platform/db/client.ts';
import { deliveryLag, type DeliveryLag } from '../../platform/events/deliveries.repo.ts';
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
      domainEvents: await lagOrNull(platform),
    };
  } catch {
    return {
      status: 'degraded',
      database: { ok: false, driver, latencyMs: 0 },
      bus: platform.bus.kind,
      version: APP_VERSION,
      domainEvents: null,
    };
  }
}

/** A lag that cannot be read leaves the health as it is: delivery runs behind the money, not in front of it. */
async function lagOrNull(platform: Platform): Promise<DeliveryLag | null> {
  try {
    return await deliveryLag(platform.db);
  } catch {
    return null;
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;
