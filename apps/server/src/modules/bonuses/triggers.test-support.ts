import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlayerCurrency } from '@casino/rules';
import type { BonusGrant, BonusTrigger, BonusTriggerKind, CampaignInput } from '@casino/contracts';
import type { DomainEventType } from '../../platform/events/domain-events.ts';
import {
  call,
  login,
  registerPlayer,
  sessionFrom,
  type TestSession,
  type testClock,
} from '../../test/test-accounts.ts';
import type { UsedTestApp } from '../../test/test-platform.ts';
import {
  betBody,
  externalId,
  fund,
  launchToken,
  seamlessCall,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import { COMPLETE_PROFILE } from '../payments/payments.test-support.ts';
import { bonusSteps, depositCampaign } from './bonuses.test-support.ts';

/** The day the trigger tests run on (UTC), and the players' date of birth that has its birthday then. */
export const TODAY = new Date('2027-03-14T10:00:00.000Z');
export const BORN_TODAY = '1990-03-14';
export const YESTERDAY_EVENING = new Date('2027-03-13T20:00:00.000Z');

/** Sessions that last through the days a test's clock moves over. */
export const LONG_SESSIONS = { SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_HOURS: '720' };

/** A gift of 10.00 EUR (or its `money`) on the trigger, wagered once, 100.00 EUR at most per bet. */
export function giftCampaign(
  trigger: BonusTrigger,
  money: CampaignInput['terms']['money'] = { kind: 'fixed', amounts: { EUR: 1_000 } },
  overrides: Partial<CampaignInput> = {},
): CampaignInput {
  const base = depositCampaign();
  return depositCampaign({
    trigger,
    terms: { ...base.terms, money, wagering: { multiple: 1, base: 'bonus' }, maxBet: { EUR: 10_000 } },
    ...overrides,
  });
}

/** 10 % of the day's largest round profit, at least 1.00 and at most 50.00 EUR. */
export const BOOST: CampaignInput['terms']['money'] = {
  kind: 'percent',
  percent: 10,
  min: { EUR: 100 },
  max: { EUR: 5_000 },
};

/** A signed-in test player with their password (to sign in again). */
export type Player = TestSession & { password: string };

/** How a trigger fires for one player, as it happens in the product. */
export interface TriggerCase {
  kind: BonusTriggerKind;
  campaign(): CampaignInput;
  /** The amount the player's bonus comes to. */
  amount: number;
  /** A new player in `currency`, ready for the trigger (born today, a win yesterday…), its event not yet delivered. */
  newPlayer(currency?: PlayerCurrency): Promise<Player>;
  /** The trigger fires (again) for the player: the engine reacts to it. */
  fire(player: Player, campaign: CampaignInput): Promise<void>;
}

/**
 * The steps of the trigger tests on a test app whose clock is `clock` (set to TODAY between steps): the players
 * each trigger needs, what fires it, and the player's grants.
 */
export function triggerSteps(test: UsedTestApp, clock: ReturnType<typeof testClock>) {
  const steps = bonusSteps(test);

  /** Hands the player's events of `type` to the bonus engine again, as an at-least-once delivery may. */
  async function redeliver(userId: string, type: DomainEventType): Promise<void> {
    await test.database.db.execute(sql`
      update domain_event_deliveries d set delivered_at = null, next_attempt_at = now()
        from domain_events e
       where e.id = d.event_id and d.subscriber = 'bonuses' and d.user_id = ${userId} and e.type = ${type}`);
    await test.deliverEvents();
  }

  async function setBirthday(player: TestSession, birthday: string): Promise<void> {
    const response = await call(test.app, player, 'PUT', '/api/me/profile', {
      ...COMPLETE_PROFILE,
      birthday,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** One round on `gameId`: `stake` bet, `win` paid and the round closed, at the clock's time. */
  async function playRound(
    player: TestSession,
    { stake, win, currency = 'EUR', gameId = 'lumen-slot', closed = true }: RoundOf,
  ): Promise<void> {
    const token = await launchToken(test.platform, player.userId, { now: clock.now(), currency, gameId });
    const bet = { ...betBody(token, stake), currency, gameId };
    // A round without a stake of the player's (a provider's gift) is only a win.
    if (stake > 0) await provider('bet', bet);
    await provider('win', { ...bet, transactionId: externalId('win'), amount: win, roundClosed: closed });
  }

  /** The provider's signed call, signed at the clock's time: answered OK. */
  async function provider(operation: 'bet' | 'win', body: object): Promise<void> {
    const at = clock.now();
    const response = await seamlessCall(test.app, studioSecret(test.platform), operation, body, { at });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ status: string }>().status, response.body).toBe('OK');
  }

  /** A player who played `rounds` yesterday evening; the clock is back at TODAY after. */
  async function winnerOfYesterday(currency: PlayerCurrency, rounds: RoundOf[]): Promise<Player> {
    clock.set(YESTERDAY_EVENING);
    try {
      const player = await registerPlayer(test.app, { currency });
      await test.deliverEvents();
      await fund(test.platform, player.userId, 100_000, currency);
      for (const round of rounds) await playRound(player, { currency, ...round });
      await test.deliverEvents();
      return player;
    } finally {
      clock.set(TODAY);
    }
  }

  /** Every bonus of the player's from campaigns of the kind: active, queued and ended. */
  async function grantsOf(player: TestSession, kind: BonusTriggerKind): Promise<BonusGrant[]> {
    const mine = await steps.mine(player);
    return [...(mine.active ? [mine.active] : []), ...mine.queue, ...mine.history].filter(
      (grant) => grant.trigger === kind,
    );
  }

  /** The player signs in through the login form (its events delivered); answers the new session. */
  async function signIn(player: Player): Promise<Player> {
    const response = await login(test.app, player.email, player.password);
    expect(response.statusCode, response.body).toBe(200);
    await test.deliverEvents();
    return { ...sessionFrom(response, player.email), password: player.password };
  }

  const cases: TriggerCase[] = [
    {
      kind: 'registration',
      campaign: () => giftCampaign({ kind: 'registration' }),
      amount: 1_000,
      newPlayer: async (currency = 'EUR') => registerPlayer(test.app, { currency }),
      // The sign-up's event, delivered first, and then once more.
      async fire(player) {
        await test.deliverEvents();
        await redeliver(player.userId, 'accounts.registered');
      },
    },
    {
      kind: 'first_authorization',
      campaign: () => giftCampaign({ kind: 'first_authorization' }),
      amount: 1_000,
      async newPlayer(currency = 'EUR') {
        const player = await registerPlayer(test.app, { currency });
        await test.deliverEvents();
        return player;
      },
      async fire(player) {
        await signIn(player);
        await redeliver(player.userId, 'accounts.first-sign-in');
      },
    },
    {
      kind: 'birthday',
      campaign: () => giftCampaign({ kind: 'birthday' }),
      amount: 1_000,
      async newPlayer(currency = 'EUR') {
        const player = await registerPlayer(test.app, { currency });
        await test.deliverEvents();
        await setBirthday(player, BORN_TODAY);
        return player;
      },
      async fire() {
        expect(await test.jobs.runOnce('bonuses.birthdays')).toBe(true);
      },
    },
    {
      kind: 'link',
      campaign: () => giftCampaign({ kind: 'link' }, undefined, { listed: false }),
      amount: 1_000,
      async newPlayer(currency = 'EUR') {
        const player = await registerPlayer(test.app, { currency });
        await test.deliverEvents();
        return player;
      },
      async fire(player, campaign) {
        await call(test.app, player, 'POST', `/api/bonuses/promotions/${campaign.slug}/claim`);
      },
    },
    {
      kind: 'increase_winnings',
      campaign: () => giftCampaign({ kind: 'increase_winnings' }, BOOST),
      // 10 % of the profit of 50.00 (a stake of 10.00 won 60.00).
      amount: 500,
      newPlayer: (currency = 'EUR') => winnerOfYesterday(currency, [{ stake: 1_000, win: 6_000 }]),
      async fire() {
        expect(await test.jobs.runOnce('bonuses.winnings-boost')).toBe(true);
      },
    },
  ];

  return { ...steps, cases, redeliver, setBirthday, playRound, winnerOfYesterday, grantsOf, signIn };
}

/** A round as a test plays it. */
export interface RoundOf {
  stake: number;
  win: number;
  currency?: PlayerCurrency;
  gameId?: string;
  /** False: the provider leaves the round open (unsettled). */
  closed?: boolean;
}
