import type { BonusTriggerKind } from '@casino/contracts';
import type { DomainEventSubscriber } from '../../platform/events/dispatcher.ts';
import type { DepositCredited } from '../../platform/events/domain-events.ts';
import type { Db } from '../../platform/db/client.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import type { BonusCampaignRow } from './bonuses.tables.ts';
import { promoCodeOf } from './campaigns.service.ts';
import { welcomeFirst } from './promotions.ts';
import * as repo from './grants.repo.ts';
import type { Grants } from './grants.service.ts';
import type { FreeSpins } from './free-spins.service.ts';

/**
 * The bonus engine's reactions to what happens elsewhere (docs/bonuses.md, Triggers): a credited deposit grants the
 * deposit bonuses it qualifies for, a sign-up grants the sign-up bonuses (and a code given with it that code's
 * bonus), the first sign-in the first-sign-in bonuses, a stake placed under an active bonus counts towards its
 * wagering (and its rollback takes that back), a free-rounds win becomes a bonus, and a break from gambling
 * forfeits every bonus and free spin. A player's events arrive one at a time in their order, and each reaction is
 * idempotent (the grant's source, the stake's record), so a repeated delivery changes nothing.
 */
export function bonusEventSubscriber(
  db: Db,
  now: () => Date,
  { grants, freeSpins }: { grants: Grants; freeSpins: FreeSpins },
  campaignOfCode: (code: string) => Promise<BonusCampaignRow | undefined>,
): DomainEventSubscriber {
  /** Grants every running campaign of the trigger kind that is offered to the player. */
  async function grantAll(kind: BonusTriggerKind, userId: string, source: string): Promise<void> {
    for (const campaign of await runningCampaignRows(db, now(), kind))
      await grants.grant(campaign, userId, { source, qualifying: null });
  }

  /**
   * Once the account exists: every sign-up bonus offered to it, and the campaign of a code given at sign-up, each a
   * bonus without a deposit.
   */
  async function registered(userId: string, promoCode: string | null): Promise<void> {
    await grantAll('registration', userId, 'registration');
    const campaign = promoCode ? await campaignOfCode(promoCode) : undefined;
    if (campaign?.definition.trigger.kind === 'registration_promo_code')
      await grants.grant(campaign, userId, { source: 'registration', qualifying: null });
  }

  /**
   * A claiming deposit grants one deposit bonus: the welcome offer where it qualifies, else the newest other that
   * does (a reload); a promo code given with it grants its own campaign besides.
   */
  async function depositCredited(userId: string, deposit: DepositCredited, at: Date): Promise<void> {
    const number = await repo.recordDeposit(db, { ...deposit, userId, at });
    const trigger = { source: `deposit:${deposit.paymentId}`, qualifying: deposit.amount };
    const candidates = (await runningCampaignRows(db, now())).filter((campaign) =>
      qualifies(campaign, deposit, number),
    );
    const coded = candidates.filter((campaign) => promoCodeOf(campaign.definition.trigger) !== null);
    const claimed = candidates.filter((campaign) => promoCodeOf(campaign.definition.trigger) === null);
    for (const campaign of coded) await grants.grant(campaign, userId, trigger);
    for (const campaign of welcomeFirst(claimed)) if (await grants.grant(campaign, userId, trigger)) return;
  }

  return {
    name: 'bonuses',
    types: [
      'payments.deposit-credited',
      'game.stake-placed',
      'game.stake-cancelled',
      'protection.break-started',
      'accounts.registered',
      'accounts.first-sign-in',
      'game.free-rounds-won',
    ],
    async handle(event) {
      if (!event.userId) return;
      if (event.type === 'payments.deposit-credited')
        return depositCredited(event.userId, event.payload, event.occurredAt);
      if (event.type === 'game.stake-placed') return grants.stakePlaced(event.userId, event.payload);
      if (event.type === 'game.stake-cancelled') return grants.stakeCancelled(event.payload);
      if (event.type === 'protection.break-started') {
        await grants.forfeit(event.userId, 'break', true);
        return freeSpins.cancelAll(event.userId, 'break');
      }
      if (event.type === 'game.free-rounds-won') return freeSpins.won(event.payload);
      if (event.type === 'accounts.registered') return registered(event.userId, event.payload.promoCode);
      if (event.type === 'accounts.first-sign-in')
        return grantAll('first_authorization', event.userId, 'first-sign-in');
    },
  };
}

/**
 * Whether a deposit (the player's `number`th) triggers the campaign: a deposit bonus, a promo-code bonus whose code
 * the deposit carried, or a periodic one on deposit.
 */
export function qualifies(campaign: BonusCampaignRow, deposit: DepositCredited, number: number): boolean {
  const { trigger } = campaign.definition;
  const minimum = (amounts: Partial<Record<string, number>>) =>
    Object.hasOwn(amounts, deposit.currency) && deposit.amount >= (amounts[deposit.currency] ?? Infinity);
  // Bonuses are opt-in: a campaign with a code is claimed by giving its code, any other by the deposit's claim.
  const claimed = (code: string | null) =>
    code === null ? deposit.claimBonus : code.toUpperCase() === deposit.promoCode;
  if (trigger.kind === 'deposit')
    return trigger.depositNumbers.includes(number) && minimum(trigger.minDeposit) && claimed(trigger.code);
  if (trigger.kind === 'promo_code') return claimed(trigger.code);
  return trigger.kind === 'periodic' && trigger.onDeposit && minimum(trigger.minDeposit) && claimed(null);
}
