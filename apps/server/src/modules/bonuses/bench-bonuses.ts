import { LANGUAGES } from '@casino/rules';
import type { CampaignInput } from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import { createBonuses } from './bonuses.module.ts';
import { httpFreeRounds } from './studio-free-rounds.ts';

const SLUG = 'bench-active-bonus';

/**
 * 1,000.00 EUR of bonus money wagered 100 times at up to 10,000.00 a bet: a bonus that stays active through a
 * bench, so that every stake takes the bonus path (funding inputs read, `game.stake-placed` written and counted).
 */
const benchCampaign: CampaignInput = {
  slug: SLUG,
  trigger: { kind: 'promo_code', code: 'BENCHBONUS' },
  terms: {
    money: { kind: 'fixed', amounts: { EUR: 100_000 } },
    freeSpins: null,
    wagering: { multiple: 100, base: 'bonus' },
    contributions: { defaultPercent: 100, byType: {}, byCategory: {}, byGame: [] },
    minBet: {},
    maxBet: { EUR: 1_000_000 },
    maxCashOutMultiple: null,
    grantDays: 30,
  },
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  countries: null,
  currencies: ['EUR'],
  budget: null,
  perPlayerLimit: 1,
  listed: false,
  welcome: false,
  texts: Object.fromEntries(
    LANGUAGES.map((language) => [language, { title: 'Bench bonus', summary: 'Bench', terms: 'Bench' }]),
  ) as CampaignInput['texts'],
};

/**
 * `npm run bench -- games` with BENCH_WITH_BONUSES=1: gives each bench player an active bonus through the engine
 * itself (a campaign and a grant credited in the ledger), as a player who claimed one has.
 */
export async function grantBenchBonuses(
  platform: Platform,
  wallet: WalletPort,
  balancesOf: (userId: string) => Promise<{ real: number; bonus: number }>,
  userIds: readonly string[],
): Promise<void> {
  const silent = { warn: () => undefined, error: () => undefined };
  const bonuses = createBonuses(platform, {
    countryOf: () => null,
    knownCountry: () => true,
    onBreak: async () => false,
    playerOf: async () => ({ currency: 'EUR', country: 'DE' }),
    wallet,
    balancesOf: (userId) => balancesOf(userId),
    announceBonus: async () => undefined,
    announceFreeSpins: async () => undefined,
    freeRounds: httpFreeRounds({}),
    gameNameOf: async () => null,
    providerPlayerId: (_provider, userId) => userId,
    gameOf: async () => null,
    log: silent,
    playersBornOn: async () => [],
    winningRounds: async () => [],
  });
  await bonuses.campaigns.create(benchCampaign, 'bench');
  const campaign = (await runningCampaignRows(platform.db, new Date())).find((row) => row.slug === SLUG);
  if (!campaign) throw new Error('the bench campaign is not running');
  for (const userId of userIds)
    if (!(await bonuses.grants.grant(campaign, userId, { source: 'bench', qualifying: null })))
      throw new Error(`no bench bonus for ${userId}`);
}
