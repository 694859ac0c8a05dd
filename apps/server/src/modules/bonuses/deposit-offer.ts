import type { DepositOfferAnswer } from '@casino/contracts';
import type { Language } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import type { BonusCampaignRow } from './bonuses.tables.ts';
import { grantPeriod } from './grant-period.ts';
import { claimCount, depositCount } from './grants.repo.ts';
import type { Grants } from './grants.service.ts';
import { toPromotion, welcomeFirst } from './promotions.ts';

/**
 * Whether the player's `number`th deposit claims the campaign with the deposit form's box rather than with a code:
 * a deposit match for that deposit, or a periodic bonus granted on deposit.
 */
export function claimedWithTheBox(campaign: BonusCampaignRow, number: number): boolean {
  const { trigger } = campaign.definition;
  if (trigger.kind === 'deposit') return trigger.code === null && trigger.depositNumbers.includes(number);
  return trigger.kind === 'periodic' && trigger.onDeposit;
}

/**
 * The bonus the player's next deposit claims with the box (docs/bonuses.md, Deposit offer): the first campaign, in
 * the engine's order, that runs, is offered to the player and is within its per-player limit for the period. The
 * deposit's amount is not known yet: the offer states its minimum deposit.
 */
export function createDepositOffer(db: Db, now: () => Date, grants: Pick<Grants, 'offerTo'>) {
  return async function depositOffer(userId: string, language: Language): Promise<DepositOfferAnswer> {
    const at = now();
    const number = (await depositCount(db, userId)) + 1;
    const candidates = (await runningCampaignRows(db, at)).filter((row) => claimedWithTheBox(row, number));
    // The order a claiming deposit tries its campaigns in (bonus-events.ts).
    for (const campaign of welcomeFirst(candidates)) {
      const visitor = await grants.offerTo(campaign, userId);
      if (!visitor) continue;
      const period = grantPeriod(campaign.definition.trigger, at);
      const claims = await claimCount(db, { userId, campaignId: campaign.id, period });
      if (claims < campaign.definition.perPlayerLimit)
        return { offer: toPromotion(campaign, { ...visitor, language }) };
    }
    return { offer: null };
  };
}
