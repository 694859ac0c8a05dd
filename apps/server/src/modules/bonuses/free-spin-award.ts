import { randomUUID } from 'node:crypto';
import type { BonusCampaignRow } from './bonuses.tables.ts';
import type { bonusFreeSpins } from './free-spins.tables.ts';

/**
 * The free spins a campaign awards a player in `currency`, as the row to record with the grant; null when its
 * terms have none or no bet value in that currency. The spins run at the provider of the first listed game, on
 * its games in the list (one provider runs a free-rounds award).
 */
export function freeSpinAward(
  campaign: BonusCampaignRow,
  grant: { userId: string; source: string; currency: string; at: Date; expiresAt: Date },
): typeof bonusFreeSpins.$inferInsert | null {
  const { terms } = campaign.definition;
  const spins = terms.freeSpins;
  const bet = spins?.betValue[grant.currency as keyof typeof spins.betValue];
  const provider = spins?.games[0]?.provider;
  if (!spins || bet === undefined || !provider) return null;
  return {
    id: randomUUID(),
    userId: grant.userId,
    campaignId: campaign.id,
    campaignVersion: campaign.version,
    source: grant.source,
    triggerKind: campaign.definition.trigger.kind,
    currency: grant.currency,
    terms,
    provider,
    gameIds: spins.games.filter((game) => game.provider === provider).map((game) => game.gameId),
    betAmount: bet,
    count: spins.count,
    dayLimit: spins.dayLimit,
    status: 'active',
    grantedAt: grant.at,
    expiresAt: grant.expiresAt,
  };
}
