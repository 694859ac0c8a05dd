import type { PlayerAccountKind } from '@casino/contracts';
import type { PlatformAccountKind } from './account-kinds.ts';

/**
 * How a stake is paid for and how its win is paid back (docs/ledger.md, Stake funding). A funding policy is a
 * pure function from the player's balances, the active promotion's terms and the pool contributions to the
 * transfer lines of one bet; the win of a round is split back to the player's accounts in the proportion its
 * stakes were funded, and a rollback reverses exactly the lines of the call it cancels.
 */

/** A side of a funding line; the player's side is bound to the player when the transfer is made. */
export type FundingAccount =
  { owner: 'player'; kind: StakeSource } | { owner: 'platform'; kind: PlatformAccountKind; key?: string };

export interface FundingLine {
  from: FundingAccount;
  to: FundingAccount;
  /** Minor units, > 0. */
  amount: number;
}

/** The player's accounts a stake may be paid from. */
export const STAKE_SOURCES = ['real', 'bonus'] as const satisfies readonly PlayerAccountKind[];
export type StakeSource = (typeof STAKE_SOURCES)[number];

/**
 * The platform account each source's money goes to when staked and comes from when won: real money is the
 * house's result; bonus money reduces, and its wins add to, what the casino owes as bonuses.
 */
const COUNTERPART = {
  real: { owner: 'platform', kind: 'house' },
  bonus: { owner: 'platform', kind: 'bonus_liability', key: '' },
} as const satisfies Record<StakeSource, FundingAccount>;

/** The terms of the player's active promotion that decide how a stake is paid. */
export interface PromotionTerms {
  /** Whether bonus money may pay for the stake once the real money is spent. */
  bonusPaysStakes: boolean;
  /**
   * The largest stake the promotion allows, in minor units, or null for no limit: the game wallet refuses a larger
   * bet (BONUS_MAX_BET) before it is funded, rather than voiding the promotion afterwards.
   */
  maxBet: number | null;
}

/** A share of every stake put into a pool, e.g. a progressive jackpot's contribution. */
export interface PoolContribution {
  pool: Extract<PlatformAccountKind, 'jackpot_pool' | 'tournament_pool'>;
  /** Which pool of that kind (the jackpot, the tournament). */
  key: string;
  /** Basis points of the stake (100 = 1%), rounded down to the minor unit. */
  basisPoints: number;
}

export interface StakeFundingInput {
  /** Minor units, > 0. */
  stake: number;
  /** The player's available balances in the stake's currency; a source not given counts as empty. */
  balances: Readonly<Partial<Record<StakeSource, number>>>;
  promotion: PromotionTerms | null;
  poolContributions: readonly PoolContribution[];
}

export interface StakeFundingPolicy {
  /**
   * Whether `fund` reads `balances` and the promotion. When false the caller passes empty inputs and saves the
   * reads (the default policy's hot path).
   */
  readonly readsInputs: boolean;
  /**
   * The lines of one stake: the player's sides sum to the stake. A stake the balances cannot cover is still
   * given lines (the ledger then refuses it as insufficient funds), so a policy never decides a refusal itself.
   */
  fund(input: StakeFundingInput): FundingLine[];
}

const stakeLine = (source: StakeSource, amount: number): FundingLine => ({
  from: { owner: 'player', kind: source },
  to: COUNTERPART[source],
  amount,
});

/** Today's rule, and the default: the whole stake is real money, paid to the house. */
export const realMoneyStakes: StakeFundingPolicy = {
  readsInputs: false,
  fund: ({ stake, poolContributions }) => [
    stakeLine('real', stake),
    ...contributionLines(stake, poolContributions),
  ],
};

/**
 * Real money first, then bonus money when the promotion lets it pay (the rule of regulated markets: the
 * withdrawable balance is always spent first). Whatever real money cannot cover is asked of the bonus.
 */
export const realThenBonusStakes: StakeFundingPolicy = {
  readsInputs: true,
  fund: ({ stake, balances, promotion, poolContributions }) => {
    const fromReal = promotion?.bonusPaysStakes ? Math.min(stake, Math.max(0, balances.real ?? 0)) : stake;
    const fromBonus = stake - fromReal;
    return [
      ...(fromReal > 0 ? [stakeLine('real', fromReal)] : []),
      ...(fromBonus > 0 ? [stakeLine('bonus', fromBonus)] : []),
      ...contributionLines(stake, poolContributions),
    ];
  },
};

/** Each pool's share of the stake, paid by the house out of the stake it received. */
function contributionLines(stake: number, contributions: readonly PoolContribution[]): FundingLine[] {
  return contributions.flatMap(({ pool, key, basisPoints }) => {
    const amount = shareOf(stake, basisPoints, 10_000);
    return amount > 0 ? [{ from: COUNTERPART.real, to: { owner: 'platform', kind: pool, key }, amount }] : [];
  });
}

/** What each source paid of the given lines (the player's sides only). */
export function stakeBySource(lines: readonly FundingLine[]): Partial<Record<StakeSource, number>> {
  const paid: Partial<Record<StakeSource, number>> = {};
  for (const line of lines)
    if (line.from.owner === 'player') paid[line.from.kind] = (paid[line.from.kind] ?? 0) + line.amount;
  return paid;
}

/**
 * A win paid back in the proportion the round's stakes were funded. Each source other than real money gets its
 * share rounded down; real money gets the rest, so rounding always favours the withdrawable balance. A round
 * with no record of its funding (`null`, or nothing staked) is paid wholly in real money.
 */
export function splitWin(
  amount: number,
  funding: Readonly<Partial<Record<StakeSource, number>>> | null,
): FundingLine[] {
  const total = STAKE_SOURCES.reduce((sum, source) => sum + Math.max(0, funding?.[source] ?? 0), 0);
  const shares = new Map<StakeSource, number>();
  let rest = amount;
  if (total > 0)
    for (const source of STAKE_SOURCES) {
      if (source === 'real') continue;
      const share = shareOf(amount, Math.max(0, funding?.[source] ?? 0), total);
      if (share > 0) shares.set(source, share);
      rest -= share;
    }
  const lines: FundingLine[] = [];
  if (rest > 0) lines.push({ from: COUNTERPART.real, to: { owner: 'player', kind: 'real' }, amount: rest });
  for (const [source, share] of shares)
    lines.push({ from: COUNTERPART[source], to: { owner: 'player', kind: source }, amount: share });
  return lines;
}

/** floor(amount × part / whole), exact for any amounts the ledger holds (the product may pass 2^53). */
function shareOf(amount: number, part: number, whole: number): number {
  return Number((BigInt(amount) * BigInt(part)) / BigInt(whole));
}

/** The lines that undo the given ones, exactly. */
export function reverseLines(lines: readonly FundingLine[]): FundingLine[] {
  return lines.map(({ from, to, amount }) => ({ from: to, to: from, amount }));
}
