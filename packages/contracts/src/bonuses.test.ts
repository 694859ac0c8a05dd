import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@casino/rules';
import { campaignInputSchema, campaignProblems, type CampaignInput } from './bonuses.ts';

const texts = Object.fromEntries(
  LANGUAGES.map((language) => [language, { title: 'T', summary: 'S', terms: 'Terms' }]),
) as CampaignInput['texts'];

function campaign(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    slug: 'a-match',
    trigger: { kind: 'deposit', depositNumbers: [1], minDeposit: { EUR: 2_000 }, code: null },
    terms: {
      money: { kind: 'percent', percent: 100, min: {}, max: { EUR: 50_000 } },
      freeSpins: null,
      wagering: { multiple: 10, base: 'bonus' },
      contributions: { defaultPercent: 100, byType: {}, byCategory: {}, byGame: [] },
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
    texts,
    ...overrides,
  };
}

const terms = campaign().terms;
const pathsOf = (input: CampaignInput) => campaignProblems(input).map((problem) => problem.path.join('.'));

describe('a campaign that validates also makes sense', () => {
  it('accepts a plain deposit match', () => {
    expect(campaignProblems(campaign())).toEqual([]);
    expect(campaignInputSchema.safeParse(campaign()).success).toBe(true);
  });

  it('compares the window as instants, whatever the writing', () => {
    expect(
      pathsOf(campaign({ startsAt: '2026-01-01T10:00:00.000Z', endsAt: '2026-01-01T10:00:00Z' })),
    ).toEqual(['endsAt']);
    expect(pathsOf(campaign({ endsAt: '2026-01-02T00:00:00Z' }))).toEqual([]);
  });

  it('wants every amount in each currency it pays in, and none in another', () => {
    expect(pathsOf(campaign({ currencies: ['EUR', 'RON'] }))).toEqual(
      expect.arrayContaining(['terms.maxBet.RON', 'terms.money.max.RON', 'trigger.minDeposit.RON']),
    );
    expect(pathsOf(campaign({ terms: { ...terms, minBet: { GBP: 10 } } }))).toEqual(['terms.minBet.GBP']);
    expect(pathsOf(campaign({ budget: { USD: 100 } }))).toEqual(['budget.USD']);
  });

  it('keeps lower bounds below upper ones', () => {
    const money = { kind: 'percent', percent: 100, min: { EUR: 60_000 }, max: { EUR: 50_000 } } as const;
    expect(pathsOf(campaign({ terms: { ...terms, money } }))).toEqual(['terms.money.min.EUR']);
    expect(pathsOf(campaign({ terms: { ...terms, minBet: { EUR: 600 } } }))).toEqual(['terms.minBet.EUR']);
  });

  it('takes a percentage only of a deposit or a win, and counts a deposit in wagering only where there is one', () => {
    expect(pathsOf(campaign({ trigger: { kind: 'birthday' } }))).toEqual(['terms.money']);
    const fixed = { kind: 'fixed', amounts: { EUR: 1_000 } } as const;
    const bothBases = {
      ...terms,
      money: fixed,
      wagering: { multiple: 5, base: 'bonus_and_deposit' },
    } as const;
    expect(pathsOf(campaign({ trigger: { kind: 'registration' }, terms: bothBases }))).toEqual([
      'terms.wagering.base',
    ]);
    expect(
      pathsOf(campaign({ trigger: { kind: 'increase_winnings' }, terms: { ...terms, money: fixed } })),
    ).toEqual(['terms.money']);
  });

  it('refuses repeated deposits or games, and a daily limit above the spins', () => {
    const trigger: CampaignInput['trigger'] = {
      kind: 'deposit',
      depositNumbers: [1, 1],
      minDeposit: { EUR: 2_000 },
      code: null,
    };
    expect(pathsOf(campaign({ trigger }))).toEqual(['trigger.depositNumbers']);
    const game = { provider: 'p', gameId: 'g', percent: 50 };
    const contributions = { ...terms.contributions, byGame: [game, { ...game, percent: 20 }] };
    expect(pathsOf(campaign({ terms: { ...terms, contributions } }))).toEqual(['terms.contributions.byGame']);
    const freeSpins = {
      count: 10,
      games: [{ provider: 'p', gameId: 'g' }],
      betValue: { EUR: 20 },
      dayLimit: 11,
    };
    expect(pathsOf(campaign({ terms: { ...terms, freeSpins } }))).toEqual(['terms.freeSpins.dayLimit']);
  });
});
