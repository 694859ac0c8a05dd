import type { BonusGrant, MyBonuses } from '@casino/contracts';

/**
 * The grant a claim of `slug` just made, active or queued: the latest granted of that campaign; null when
 * none is there (a campaign of free spins only, say).
 */
export function claimedGrant(bonuses: MyBonuses, slug: string): BonusGrant | null {
  const candidates = [...(bonuses.active ? [bonuses.active] : []), ...bonuses.queue].filter(
    (grant) => grant.slug === slug,
  );
  return candidates.reduce<BonusGrant | null>(
    (latest, grant) =>
      latest === null || Date.parse(grant.grantedAt) > Date.parse(latest.grantedAt) ? grant : latest,
    null,
  );
}
