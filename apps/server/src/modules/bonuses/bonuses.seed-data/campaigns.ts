import {
  DEPOSIT_BANNER_DEFAULT_AMOUNT,
  WAGERING_WEIGHTS,
  PLAYER_CURRENCIES,
  minorDigits,
  type PlayerCurrency,
} from '@casino/rules';
import type { BonusTerms, CampaignInput, CurrencyAmounts } from '@casino/contracts';

/** The demo campaigns' slugs, one per trigger type of §3 (two welcome offers: RON and every other currency). */
export const SEED_CAMPAIGN_SLUGS = [
  'welcome',
  'welcome-ron',
  'registration-spins',
  'signup-code',
  'first-login-spins',
  'spring-code',
  'birthday',
  'weekly-reload',
  'winnings-boost',
  'vip-invite',
] as const;
export type SeedCampaignSlug = (typeof SEED_CAMPAIGN_SLUGS)[number];

/** Each demo campaign's texts in one language. */
export type SeedCampaignTexts = Record<SeedCampaignSlug, CampaignInput['texts']['en']>;

const ALL_BUT_RON = PLAYER_CURRENCIES.filter((currency) => currency !== 'RON');

/**
 * An amount given in EUR, in each currency: scaled as the deposit banner's default amounts are (50 EUR is 150
 * RON, 500 NOK, 7,500 ISK…), in minor units of the currency.
 */
function scaled(euros: number, currencies: readonly PlayerCurrency[]): CurrencyAmounts {
  const base = DEPOSIT_BANNER_DEFAULT_AMOUNT.EUR ?? 50;
  return Object.fromEntries(
    currencies.map((currency) => {
      const factor = (DEPOSIT_BANNER_DEFAULT_AMOUNT[currency] ?? base) / base;
      return [currency, Math.round(euros * factor * 10 ** minorDigits(currency))];
    }),
  );
}

/** The free spins' games: two slots of 10 coins a bet, so that one bet value suits both. */
const SLOTS = [
  { provider: 'lumen-studio', gameId: 'mighty-runes' },
  { provider: 'lumen-studio', gameId: 'golden-pharaoh' },
];

/**
 * The bet of a free spin by currency: the studio's bet level nearest 0.20 EUR for a 10-coin slot, as its catalogue
 * publishes the levels (a bet off its levels is refused by its free-rounds API).
 */
const FREE_SPIN_BETS: CurrencyAmounts = {
  EUR: 20,
  GBP: 20,
  RON: 100,
  USD: 20,
  AUD: 30,
  CAD: 30,
  CHF: 20,
  NZD: 30,
  NOK: 200,
  SEK: 200,
  DKK: 150,
  PLN: 100,
  CZK: 500,
  ISK: 3000,
  BRL: 100,
};

/** The house's weights by game type (@casino/rules WAGERING_WEIGHTS): slots in full, table games far less. */
const CONTRIBUTIONS: BonusTerms['contributions'] = {
  defaultPercent: 100,
  byType: { ...WAGERING_WEIGHTS },
  byCategory: {},
  byGame: [],
};

function terms(currencies: readonly PlayerCurrency[], overrides: Partial<BonusTerms>): BonusTerms {
  return {
    money: null,
    freeSpins: null,
    wagering: { multiple: 10, base: 'bonus' },
    contributions: CONTRIBUTIONS,
    minBet: {},
    maxBet: scaled(5, currencies),
    maxCashOutMultiple: null,
    grantDays: 30,
    ...overrides,
  };
}

type SeedCampaign = Omit<CampaignInput, 'texts' | 'startsAt'> & { slug: SeedCampaignSlug };

/**
 * The demo campaigns. The welcome offers are §1's (200% up to 1,000 EUR plus 300 free spins; 350% up to 57,500
 * RON), granted once, on the first of the first three deposits that reaches the minimum (§6 shows the welcome card
 * until the third deposit), and wagered 10 times the bonus so that they may be offered in every market, the UK
 * included; the weekly reload is wagered 30 times, so it is not offered where the UK's cap applies.
 */
export function seedCampaigns(): SeedCampaign[] {
  const everyCurrency = [...PLAYER_CURRENCIES];
  const spins = (count: number, currencies: readonly PlayerCurrency[], dayLimit: number | null = null) => ({
    count,
    games: SLOTS,
    betValue: Object.fromEntries(currencies.map((currency) => [currency, FREE_SPIN_BETS[currency]])),
    dayLimit,
  });
  const common = {
    endsAt: null,
    countries: null,
    budget: null,
    perPlayerLimit: 1,
    listed: true,
    welcome: false,
  };
  return [
    {
      ...common,
      slug: 'welcome',
      welcome: true,
      currencies: ALL_BUT_RON,
      trigger: {
        kind: 'deposit',
        depositNumbers: [1, 2, 3],
        minDeposit: scaled(20, ALL_BUT_RON),
        code: null,
      },
      terms: terms(ALL_BUT_RON, {
        money: { kind: 'percent', percent: 200, min: {}, max: scaled(1000, ALL_BUT_RON) },
        freeSpins: spins(300, ALL_BUT_RON, 50),
        maxCashOutMultiple: 10,
      }),
    },
    {
      ...common,
      slug: 'welcome-ron',
      welcome: true,
      currencies: ['RON'],
      trigger: { kind: 'deposit', depositNumbers: [1, 2, 3], minDeposit: { RON: 6_000 }, code: null },
      terms: terms(['RON'], {
        money: { kind: 'percent', percent: 350, min: {}, max: { RON: 5_750_000 } },
        freeSpins: spins(300, ['RON'], 50),
        maxCashOutMultiple: 10,
      }),
    },
    {
      ...common,
      slug: 'registration-spins',
      currencies: everyCurrency,
      trigger: { kind: 'registration' },
      terms: terms(everyCurrency, { freeSpins: spins(20, everyCurrency), grantDays: 7 }),
    },
    {
      ...common,
      slug: 'signup-code',
      currencies: everyCurrency,
      trigger: { kind: 'registration_promo_code', code: 'LUMEN10' },
      terms: terms(everyCurrency, {
        money: { kind: 'fixed', amounts: scaled(10, everyCurrency) },
        maxCashOutMultiple: 5,
        grantDays: 14,
      }),
    },
    {
      ...common,
      slug: 'first-login-spins',
      currencies: everyCurrency,
      trigger: { kind: 'first_authorization' },
      terms: terms(everyCurrency, { freeSpins: spins(10, everyCurrency), grantDays: 7 }),
    },
    {
      ...common,
      slug: 'spring-code',
      currencies: everyCurrency,
      trigger: { kind: 'promo_code', code: 'SPRING25' },
      terms: terms(everyCurrency, {
        money: { kind: 'percent', percent: 25, min: {}, max: scaled(100, everyCurrency) },
      }),
    },
    {
      ...common,
      slug: 'birthday',
      currencies: everyCurrency,
      trigger: { kind: 'birthday' },
      terms: terms(everyCurrency, {
        money: { kind: 'fixed', amounts: scaled(20, everyCurrency) },
        wagering: { multiple: 5, base: 'bonus' },
        grantDays: 7,
      }),
    },
    {
      ...common,
      slug: 'weekly-reload',
      currencies: everyCurrency,
      trigger: { kind: 'periodic', every: 'week', onDeposit: true, minDeposit: scaled(20, everyCurrency) },
      terms: terms(everyCurrency, {
        money: { kind: 'percent', percent: 50, min: {}, max: scaled(200, everyCurrency) },
        wagering: { multiple: 30, base: 'bonus' },
        grantDays: 7,
      }),
    },
    {
      ...common,
      slug: 'winnings-boost',
      currencies: everyCurrency,
      trigger: { kind: 'increase_winnings' },
      terms: terms(everyCurrency, {
        money: { kind: 'percent', percent: 10, min: {}, max: scaled(50, everyCurrency) },
        contributions: { ...CONTRIBUTIONS, defaultPercent: 0, byType: { 'slot-lines': 100 } },
        grantDays: 7,
      }),
    },
    {
      ...common,
      slug: 'vip-invite',
      listed: false,
      currencies: everyCurrency,
      trigger: { kind: 'link' },
      terms: terms(everyCurrency, {
        // A link claim has no deposit to take a percentage of: a fixed amount.
        money: { kind: 'fixed', amounts: scaled(25, everyCurrency) },
        freeSpins: spins(50, everyCurrency),
      }),
    },
  ];
}
