import type { Platform } from '../../platform/platform.ts';
import { createProtection } from './protection.service.ts';

/**
 * Player protection (docs/player-protection.md): the breaks players take, and the one check every path that
 * risks money asks.
 */
export function createPlayerProtection(platform: Pick<Platform, 'db' | 'clock'>) {
  return createProtection({ db: platform.db, now: platform.clock ?? (() => new Date()) });
}
