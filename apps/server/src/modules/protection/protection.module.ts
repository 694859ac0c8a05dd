import type { Platform } from '../../platform/platform.ts';
import type { ProtectionContext } from './protection.context.ts';
import { createProtection } from './protection.service.ts';

/**
 * Player protection (docs/player-protection.md): limits, reality checks, the breaks players take, and the one
 * check every path that risks money asks.
 */
export function createPlayerProtection(
  platform: Pick<Platform, 'db' | 'clock'>,
  options: Omit<ProtectionContext, 'db' | 'now'>,
) {
  return createProtection({ ...options, db: platform.db, now: platform.clock ?? (() => new Date()) });
}
