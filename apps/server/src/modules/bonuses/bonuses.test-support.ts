import { LANGUAGES, type PlayerCurrency } from '@casino/rules';
import type { CampaignInput } from '@casino/contracts';

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
