import { expect } from 'vitest';
import { LANGUAGES, type PlayerCurrency } from '@casino/rules';
import type { CampaignInput, MyBonuses, ShortBalance } from '@casino/contracts';
import { call, type TestSession } from '../../test/test-accounts.ts';
import type { UsedTestApp } from '../../test/test-platform.ts';
import { decide, registerWithRole, startDeposit } from '../payments/payments.test-support.ts';

let campaigns = 0;

/** Texts in every language, each naming its language so a test can tell which it was given. */
export function textsNamed(title: string): CampaignInput['texts'] {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { title: `${title} (${language})`, summary: `${title}: summary`, terms: `${title}: terms` },
    ]),
  ) as CampaignInput['texts'];
}

/** A deposit match in EUR: 100% up to 500.00 EUR, 35 times the bonus, 5.00 EUR at most per bet. */
export function depositCampaign(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const slug = overrides.slug ?? `deposit-match-${Date.now()}-${++campaigns}`;
  return {
    slug,
    trigger: { kind: 'deposit', depositNumbers: [1], minDeposit: { EUR: 2_000 }, code: null },
    terms: {
      money: { kind: 'percent', percent: 100, min: {}, max: { EUR: 50_000 } },
      freeSpins: null,
      wagering: { multiple: 35, base: 'bonus' },
      contributions: { defaultPercent: 100, byType: { dice: 10 }, byCategory: {}, byGame: [] },
      minBet: {},
      maxBet: { EUR: 500 },
      maxCashOutMultiple: null,
      grantDays: 30,
    },
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    countries: null,
    currencies: ['EUR'],
    budget: null,
    perPlayerLimit: 1,
    listed: true,
    welcome: false,
    texts: textsNamed(slug),
    ...overrides,
  };
}

/**
 * A deposit match paid only in `currency`: `percent` up to `max` (minor units), 5.00 at most per bet, wagered
 * `wagering` times the bonus (35 unless given).
 */
export function matchIn(
  currency: PlayerCurrency,
  percent: number,
  max: number,
  { wagering = 35, ...overrides }: Partial<CampaignInput> & { wagering?: number } = {},
): CampaignInput {
  const base = depositCampaign();
  return depositCampaign({
    currencies: [currency],
    trigger: { kind: 'deposit', depositNumbers: [1], minDeposit: { [currency]: 2_000 }, code: null },
    terms: {
      ...base.terms,
      money: { kind: 'percent', percent, min: {}, max: { [currency]: max } },
      maxBet: { [currency]: 500 },
      wagering: { multiple: wagering, base: 'bonus' },
    },
    ...overrides,
  });
}

const CAMPAIGNS = '/api/staff/bonuses/campaigns';

/**
 * The steps of a bonus test on a test app: campaigns that run for one test only (`pauseRunning` after each), a
 * credited deposit that claims its bonus with the engine's reaction, and the player's bonuses and balance.
 */
export function bonusSteps(test: UsedTestApp) {
  let admin: TestSession | undefined;
  const running: string[] = [];
  return {
    async campaign(input: CampaignInput): Promise<string> {
      admin ??= await registerWithRole(test.app, test.database.db, 'admin');
      const response = await call(test.app, admin, 'POST', CAMPAIGNS, input);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: string }>();
      running.push(id);
      return id;
    },
    async pauseRunning(): Promise<void> {
      for (const id of running.splice(0))
        expect((await call(test.app, admin, 'POST', `${CAMPAIGNS}/${id}/pause`)).statusCode).toBe(200);
    },
    async deposit(player: TestSession, amount: number): Promise<void> {
      const { redirectUrl } = await startDeposit(test.app, player, amount, 'card', { claimBonus: true });
      const approved = await decide(test.app, player, redirectUrl, 'approve');
      expect(approved.statusCode).toBe(303);
      await test.deliverEvents();
    },
    async mine(player: TestSession): Promise<MyBonuses> {
      const response = await call(test.app, player, 'GET', '/api/bonuses/mine?lang=de');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MyBonuses>();
    },
    async balance(player: TestSession): Promise<ShortBalance> {
      const response = await call(test.app, player, 'GET', '/api/wallet/balance');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShortBalance>();
    },
  };
}
