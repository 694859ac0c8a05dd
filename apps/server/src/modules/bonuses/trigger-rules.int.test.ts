import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimPromotionAnswer } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, testClock } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { fund } from '../game-wallet/game-wallet.test-support.ts';
import { registerWithRole } from '../payments/payments.test-support.ts';
import { bonusGrants } from './grants.tables.ts';
import {
  BOOST,
  LONG_SESSIONS,
  TODAY,
  YESTERDAY_EVENING,
  giftCampaign,
  triggerSteps,
  type RoundOf,
} from './triggers.test-support.ts';

const HOUR_MS = 60 * 60_000;
const CAMPAIGNS = '/api/staff/bonuses/campaigns';

/** What each trigger decides beyond granting once (docs/bonuses.md, Triggers). */
describe.each(databaseKinds)('bonus trigger rules on %s', (kind) => {
  const clock = testClock(TODAY);
  const test = useTestApp(kind, {
    config: { ...MANY_REGISTRATIONS, ...LONG_SESSIONS, RATE_LIMIT_PER_MINUTE: '100000' },
    clock: clock.now,
  });
  const steps = triggerSteps(test, clock);
  const { campaign, pauseRunning, grantsOf, mine } = steps;
  afterEach(async () => {
    clock.set(TODAY);
    await pauseRunning();
  });

  /** The sources of the player's grants of a campaign, read from the engine's table. */
  async function sourcesOf(userId: string, campaignId: string): Promise<string[]> {
    const rows = await test.database.db
      .select({ source: bonusGrants.source })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.campaignId, campaignId)));
    return rows.map((row) => row.source).sort();
  }

  describe('a link', () => {
    const claim = (player: Awaited<ReturnType<typeof registerPlayer>>, slug: string) =>
      call(test.app, player, 'POST', `/api/bonuses/promotions/${slug}/claim?lang=de`);

    it('is claimed once: 200 granted with the bonuses, then granted false; 404 for what is no running link offered to the player', async () => {
      const link = giftCampaign({ kind: 'link' }, undefined, { listed: false });
      await campaign(link);
      const birthday = giftCampaign({ kind: 'birthday' });
      await campaign(birthday);
      const player = await registerPlayer(test.app);

      const first = await claim(player, link.slug);
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json<ClaimPromotionAnswer>();
      expect(answer.granted).toBe(true);
      expect(answer.bonuses.active).toMatchObject({ trigger: 'link', amount: 1_000 });
      expect(answer.bonuses.active?.title).toContain('(de)');
      const again = await claim(player, link.slug);
      expect(again.statusCode).toBe(200);
      expect(again.json<ClaimPromotionAnswer>()).toMatchObject({ granted: false });
      expect(await grantsOf(player, 'link')).toHaveLength(1);

      const notFound = async (slug: string, who = player) => {
        const response = await claim(who, slug);
        expect(response.statusCode, slug).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'bonus_not_found' } });
      };
      await notFound('no-such-link');
      // A campaign of another trigger is never claimed through a link.
      await notFound(birthday.slug);
      // Not offered in the player's currency.
      await notFound(link.slug, await registerPlayer(test.app, { currency: 'USD' }));
    });

    it('is not found once paused, and claimed again by nobody who had it', async () => {
      const link = giftCampaign({ kind: 'link' }, undefined, { listed: false });
      const id = await campaign(link);
      const admin = await registerWithRole(test.app, test.database.db, 'admin');
      expect((await call(test.app, admin, 'POST', `${CAMPAIGNS}/${id}/pause`)).statusCode).toBe(200);
      const response = await claim(await registerPlayer(test.app), link.slug);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the first sign-in', () => {
    it('is the first login, not the sign-up’s session; a campaign that starts after it is not given at a later one', async () => {
      const player = await registerPlayer(test.app);
      await test.deliverEvents();
      await campaign(giftCampaign({ kind: 'first_authorization' }));
      await test.deliverEvents();
      expect(await grantsOf(player, 'first_authorization')).toEqual([]);
      await steps.signIn(player);
      expect(await grantsOf(player, 'first_authorization')).toMatchObject([{ amount: 1_000 }]);

      const earlier = await registerPlayer(test.app);
      await test.deliverEvents();
      await pauseRunning();
      await steps.signIn(earlier);
      await campaign(giftCampaign({ kind: 'first_authorization' }));
      await steps.signIn(earlier);
      expect(await grantsOf(earlier, 'first_authorization')).toEqual([]);
    });
  });

  describe('a birthday', () => {
    it('of 29 February is on the 28th in other years, once a year', async () => {
      const id = await campaign(giftCampaign({ kind: 'birthday' }));
      clock.set(new Date('2027-02-28T06:00:00.000Z'));
      const leap = await registerPlayer(test.app);
      await steps.setBirthday(leap, '2000-02-29');
      const ordinary = await registerPlayer(test.app);
      await steps.setBirthday(ordinary, '1990-02-28');
      const runAt = async (at: string) => {
        clock.set(new Date(at));
        expect(await test.jobs.runOnce('bonuses.birthdays')).toBe(true);
      };

      await runAt('2027-02-28T07:00:00.000Z');
      await runAt('2027-02-28T08:00:00.000Z');
      expect(await sourcesOf(leap.userId, id)).toEqual(['birthday:2027']);
      expect(await sourcesOf(ordinary.userId, id)).toEqual(['birthday:2027']);
      // 2028 has a 29th: the leap-day player waits for it.
      await runAt('2028-02-28T07:00:00.000Z');
      expect(await sourcesOf(leap.userId, id)).toEqual(['birthday:2027']);
      expect(await sourcesOf(ordinary.userId, id)).toEqual(['birthday:2027', 'birthday:2028']);
      await runAt('2028-02-29T07:00:00.000Z');
      expect(await sourcesOf(leap.userId, id)).toEqual(['birthday:2027', 'birthday:2028']);
    });

    it('reaches a player whose date of birth is entered later in the day, at the next hourly run', async () => {
      await campaign(giftCampaign({ kind: 'birthday' }));
      expect(await test.jobs.runOnce('bonuses.birthdays')).toBe(true);
      const player = await registerPlayer(test.app);
      await steps.setBirthday(player, '1985-03-14');
      clock.set(new Date(TODAY.getTime() + HOUR_MS));
      expect(await test.jobs.runOnce('bonuses.birthdays')).toBe(true);
      expect(await grantsOf(player, 'birthday')).toMatchObject([{ amount: 1_000 }]);
    });
  });

  describe('the winnings boost', () => {
    /** Only classic line slots' rounds count: the studio's dice game is weighed at 0 %. */
    const boostOnSlots = () =>
      giftCampaign({ kind: 'increase_winnings' }, BOOST, {
        terms: {
          ...giftCampaign({ kind: 'increase_winnings' }, BOOST).terms,
          contributions: {
            defaultPercent: 100,
            byType: {},
            byCategory: {},
            byGame: [{ provider: 'lumen-studio', gameId: 'lumen-dice', percent: 0 }],
          },
        },
      });

    const figures: [string, RoundOf[], number | null][] = [
      [
        'the largest round profit of the day',
        [
          { stake: 1_000, win: 3_000 },
          { stake: 2_000, win: 8_000 },
        ],
        600,
      ],
      ['at least the minimum', [{ stake: 1_000, win: 1_100 }], 100],
      ['at most the maximum', [{ stake: 1_000, win: 90_000 }], 5_000],
      [
        'on the games that count only',
        [
          { stake: 1_000, win: 60_000, gameId: 'lumen-dice' },
          { stake: 1_000, win: 3_000 },
        ],
        200,
      ],
      ['nothing for a win without a stake (a provider’s gift)', [{ stake: 0, win: 50_000 }], null],
      ['nothing for a round not settled', [{ stake: 1_000, win: 50_000, closed: false }], null],
      ['nothing for a losing day', [{ stake: 5_000, win: 1_000 }], null],
    ];

    it.each(figures)('gives %s', async (_name, rounds, amount) => {
      await campaign(boostOnSlots());
      const player = await steps.winnerOfYesterday('EUR', rounds);
      expect(await test.jobs.runOnce('bonuses.winnings-boost')).toBe(true);
      const granted = await grantsOf(player, 'increase_winnings');
      expect(granted.map((grant) => grant.amount)).toEqual(amount === null ? [] : [amount]);
    });

    it('counts yesterday’s rounds only (UTC), and boosts again the next day for that day’s wins', async () => {
      const id = await campaign(boostOnSlots());
      clock.set(new Date('2027-03-12T23:30:00.000Z'));
      const registered = await registerPlayer(test.app);
      await test.deliverEvents();
      await fund(test.platform, registered.userId, 100_000);
      await steps.playRound(registered, { stake: 1_000, win: 40_000 });
      clock.set(new Date('2027-03-13T00:00:00.000Z'));
      await steps.playRound(registered, { stake: 1_000, win: 2_000 });
      clock.set(TODAY);
      await steps.playRound(registered, { stake: 1_000, win: 30_000 });
      const player = await steps.signIn(registered);

      expect(await test.jobs.runOnce('bonuses.winnings-boost')).toBe(true);
      expect(await test.jobs.runOnce('bonuses.winnings-boost')).toBe(true);
      expect((await grantsOf(player, 'increase_winnings')).map((grant) => grant.amount)).toEqual([100]);

      clock.set(new Date('2027-03-15T00:30:00.000Z'));
      expect(await test.jobs.runOnce('bonuses.winnings-boost')).toBe(true);
      expect(await sourcesOf(player.userId, id)).toEqual(['winnings:2027-03-13', 'winnings:2027-03-14']);
      const amounts = (await mine(player)).queue.map((grant) => grant.amount);
      expect(amounts).toContain(2_900);
    });

    it('boosts in the account’s currency only', async () => {
      await campaign(boostOnSlots());
      clock.set(YESTERDAY_EVENING);
      const player = await registerPlayer(test.app, { currency: 'EUR' });
      await test.deliverEvents();
      await fund(test.platform, player.userId, 100_000, 'USD');
      await steps.playRound(player, { stake: 1_000, win: 9_000, currency: 'USD' });
      clock.set(TODAY);
      expect(await test.jobs.runOnce('bonuses.winnings-boost')).toBe(true);
      expect(await grantsOf(player, 'increase_winnings')).toEqual([]);
    });
  });
});
