import {
  depositLimits,
  type BonusGrant,
  type FreeSpinsAward,
  type Game,
  type GameList,
  type MyBonuses,
  type MyFreeSpins,
  type PaymentMethod,
  type PaymentMethodsResponse,
  type Profile,
  type Promotion,
  type UserInfo,
  type WelcomeOfferAnswer,
} from '@casino/contracts';
import { PLAYER_CURRENCIES } from '@casino/rules';

export const PLAYER: UserInfo = {
  id: 'u-1',
  email: 'player@example.com',
  language: 'en',
  birthday: null,
  level: 1,
  points: 0,
  currency: 'EUR',
  country: 'DE',
  role: 'player',
  verificationStatus: 'not_verified',
};

const DEPOSIT_LIMITS = Object.fromEntries(
  PLAYER_CURRENCIES.map((currency) => [currency, depositLimits(currency)]),
) as PaymentMethod['limits'];

/** The deposit methods as GET /api/payments/methods lists them, with the profile fields each needs. */
export const PAYMENT_METHODS: PaymentMethodsResponse = {
  items: [
    {
      id: 'card',
      channel: 'bank',
      name: 'Card',
      asset: null,
      creditTime: 'instant',
      limits: DEPOSIT_LIMITS,
      requiredFields: ['firstName', 'surename'],
    },
    {
      id: 'transfer',
      channel: 'bank',
      name: 'Bank transfer',
      asset: null,
      creditTime: 'upToFiveBankingDays',
      limits: DEPOSIT_LIMITS,
      requiredFields: ['firstName', 'surename', 'address', 'city', 'postCode'],
    },
    {
      id: 'btc',
      channel: 'crypto',
      name: 'Bitcoin',
      asset: 'BTC',
      creditTime: 'instant',
      limits: DEPOSIT_LIMITS,
      requiredFields: [],
    },
  ],
};

/** PLAYER's profile: names and birthday given, no address yet. */
export const PROFILE: Profile = {
  email: PLAYER.email,
  firstName: 'Ana',
  surename: 'Popescu',
  postCode: '',
  city: '',
  address: '',
  phonePrefix: '49',
  phone: '15112345678',
  country: 'DE',
  gender: 'f',
  birthday: '1990-04-07',
  language: 'en',
  referralLink: 'https://casino.test/?ref=abc123',
};

/** A catalogue game as GET /api/games lists it. */
export function aGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? 'starfall-fortune';
  return {
    id,
    name: 'Starfall Fortune',
    image: `http://127.0.0.1:3100/studio/art/${id}/tile-desktop.svg`,
    providerId: 7,
    providerName: 'Lumen Studio',
    hasDemo: true,
    isWagering: true,
    source: null,
    roundSchedule: null,
    categories: [{ id: 1, slug: 'new' }],
    imagine: {
      files: {
        desktop: `http://127.0.0.1:3100/studio/art/${id}/tile-desktop.svg`,
        mobile: `http://127.0.0.1:3100/studio/art/${id}/tile-mobile.svg`,
      },
      gradient_color: '#3b1d6e',
    },
    geo_link: null,
    badges: ['new'],
    type: 'slot-lines',
    rtp: 0.96,
    bonusBuyRtp: null,
    volatility: 'medium',
    ...overrides,
  };
}

export function aGameList(games: Game[], extra: Partial<GameList> = {}): GameList {
  return { games, total: games.length, page: 1, pageSize: 15, ...extra };
}

/**
 * GET /api/bonuses/welcome as the demo campaigns answer it (docs/bonuses.md): §1's offer in the asked currency,
 * 350% up to 57,500 RON for RON.
 */
export function welcomeOfferAnswer(_call: unknown, url: URL): { status: number; body: WelcomeOfferAnswer } {
  const currency = (url.searchParams.get('currency') ?? 'EUR') as Promotion['currency'];
  const lei = currency === 'RON';
  const offer: Promotion = {
    slug: lei ? 'welcome-ron' : 'welcome',
    trigger: 'deposit',
    title: 'Welcome offer',
    summary: 'Your first deposit matched.',
    terms: 'Terms.',
    currency,
    percent: lei ? 350 : 200,
    maxAmount: lei ? 5_750_000 : currency === 'ISK' ? 150_000 : 100_000,
    freeSpins: 300,
    wageringMultiple: 10,
    wageringBase: 'bonus',
    maxBet: 500,
    maxCashOutMultiple: 10,
    grantDays: 30,
    minDeposit: lei ? 6_000 : 2_000,
    endsAt: null,
  };
  return { status: 200, body: { offer } };
}

/**
 * A promotion as GET /api/bonuses/promotions lists it and GET /api/bonuses/promotions/:slug answers it: the demo
 * welcome offer in EUR (200% up to €1,000.00 + 300 free spins), its terms in two paragraphs.
 */
export function aPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    slug: 'welcome',
    trigger: 'deposit',
    title: 'Welcome offer',
    summary: 'Your first deposit matched.',
    terms: 'The bonus is added with your first deposit.\n\nWagering counts bets on slots only.',
    currency: 'EUR',
    percent: 200,
    maxAmount: 100_000,
    freeSpins: 300,
    wageringMultiple: 10,
    wageringBase: 'bonus',
    maxBet: 500,
    maxCashOutMultiple: 10,
    grantDays: 30,
    minDeposit: 2_000,
    endsAt: null,
    ...overrides,
  };
}

/**
 * A campaign activated by link (`action?data=bonus:spring-gift`, §3) as GET /api/bonuses/promotions/:slug answers
 * it: €10.00 of bonus money without a deposit.
 */
export function aLinkPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return aPromotion({
    slug: 'spring-gift',
    trigger: 'link',
    title: 'Spring gift',
    summary: 'Ten euros to play with, no deposit needed.',
    terms: 'Granted once per player.',
    percent: null,
    maxAmount: 1_000,
    freeSpins: null,
    minDeposit: null,
    ...overrides,
  });
}

/** A granted bonus as GET /api/bonuses/mine lists it: the demo welcome terms on 100 EUR, active. */
export function aBonusGrant(overrides: Partial<BonusGrant> = {}): BonusGrant {
  return {
    id: '6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a01',
    slug: 'welcome',
    title: 'Welcome offer',
    trigger: 'deposit',
    status: 'active',
    currency: 'EUR',
    amount: 10_000,
    balance: 8_000,
    wagered: 25_000,
    wageringRequired: 100_000,
    maxBet: 500,
    minBet: null,
    maxCashOut: 100_000,
    contributions: { defaultPercent: 100, byType: { dice: 10, 'bonus-buy': 0 }, byCategory: {}, byGame: [] },
    grantedAt: '2026-11-20T10:00:00.000Z',
    activatedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2099-12-20T10:00:00.000Z',
    endedAt: null,
    endReason: null,
    convertedAmount: null,
    ...overrides,
  };
}

/**
 * GET /api/bonuses/mine: the active welcome bonus, a queued weekly reload, and a completed birthday gift in the
 * history. Each part can be replaced.
 */
export function myBonusesAnswer(overrides: Partial<MyBonuses> = {}): MyBonuses {
  return {
    active: aBonusGrant(),
    queue: [
      aBonusGrant({
        id: '6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a02',
        slug: 'weekly-reload',
        title: 'Weekly reload',
        status: 'queued',
        amount: 2_500,
        balance: 0,
        wagered: 0,
        wageringRequired: 75_000,
        activatedAt: null,
        expiresAt: '2099-12-27T10:00:00.000Z',
      }),
    ],
    history: [
      aBonusGrant({
        id: '6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a03',
        slug: 'birthday',
        title: 'Birthday gift',
        trigger: 'birthday',
        status: 'completed',
        amount: 1_000,
        balance: 0,
        wagered: 5_000,
        wageringRequired: 5_000,
        endedAt: '2026-11-10T18:00:00.000Z',
        endReason: 'completed',
        convertedAmount: 1_250,
      }),
    ],
    ...overrides,
  };
}

/** A free-spins award as GET /api/bonuses/free-spins lists it: 50 spins at €0.20 on one game, no limit. */
export function aFreeSpinsAward(overrides: Partial<FreeSpinsAward> = {}): FreeSpinsAward {
  return {
    id: '7a2d2c0f-5e3b-4d2f-8b68-2a1e8d3c4b01',
    slug: 'welcome',
    title: 'Welcome spins',
    currency: 'EUR',
    games: [{ provider: 'lumen', gameId: 'starfall-fortune', name: 'Starfall Fortune' }],
    betAmount: 20,
    number: 50,
    numberDay: 0,
    dayLimit: null,
    left: 50,
    expiresAt: '2099-12-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /api/bonuses/free-spins: the welcome spins (50, no daily limit) and a daily drop of 40 left at 10 a
 * day, 3 played today, on two games. `number` is their sum unless replaced.
 */
export function myFreeSpinsAnswer(awards?: FreeSpinsAward[]): MyFreeSpins {
  const listed = awards ?? [
    aFreeSpinsAward(),
    aFreeSpinsAward({
      id: '7a2d2c0f-5e3b-4d2f-8b68-2a1e8d3c4b02',
      slug: 'daily-drop',
      title: 'Daily drop',
      games: [
        { provider: 'lumen', gameId: 'starfall-fortune', name: 'Starfall Fortune' },
        { provider: 'lumen', gameId: 'lucky-dice', name: 'Lucky Dice' },
      ],
      betAmount: 50,
      number: 40,
      numberDay: 3,
      dayLimit: 10,
      left: 7,
      expiresAt: '2099-12-27T10:00:00.000Z',
    }),
  ];
  return { number: listed.reduce((sum, award) => sum + award.number, 0), awards: listed };
}
