import { PLATFORM_ACCOUNT_KINDS, type PlatformAccountKind, type PlayerAccountKind } from '@casino/contracts';

export { PLATFORM_ACCOUNT_KINDS, type PlatformAccountKind };

/** The unit of the points accounts: loyalty points and snowflakes are counted in it, never in money. */
export const POINTS_UNIT = 'PTS';

export interface AccountKindPolicy {
  /** 'money': the transfer's currency (the player's money currency); 'points': POINTS_UNIT. */
  unit: 'money' | 'points';
  /** False: the ledger refuses any transfer that would take the available balance below zero. */
  mayGoNegative: boolean;
}

/** What each account kind is counted in and whether it may go negative (docs/ledger.md, Account kinds). */
export const ACCOUNT_KIND_POLICIES = {
  player: {
    real: { unit: 'money', mayGoNegative: false },
    bonus: { unit: 'money', mayGoNegative: false },
    cashback: { unit: 'money', mayGoNegative: false },
    free_spins: { unit: 'money', mayGoNegative: false },
    loyalty_points: { unit: 'points', mayGoNegative: false },
    snowflakes: { unit: 'points', mayGoNegative: false },
  },
  platform: {
    /** The counterpart of bets and wins: the casino's result, positive or negative. */
    house: { unit: 'money', mayGoNegative: true },
    /** Money on its way through a payment provider (key: the provider). */
    payment_clearing: { unit: 'money', mayGoNegative: true },
    /** What the casino owes as bonuses (key: '' for the bonus balance, 'free_spins'). */
    bonus_liability: { unit: 'money', mayGoNegative: true },
    /** Pools pay out only what was put in (key: the jackpot, the tournament, the prize). */
    jackpot_pool: { unit: 'money', mayGoNegative: false },
    tournament_pool: { unit: 'money', mayGoNegative: false },
    prize_stock: { unit: 'money', mayGoNegative: false },
    /** The source of every points credit: negative by the points issued. */
    points_issuer: { unit: 'points', mayGoNegative: true },
  },
} as const satisfies {
  player: Record<PlayerAccountKind, AccountKindPolicy>;
  platform: Record<PlatformAccountKind, AccountKindPolicy>;
};

export type OwnerKindName = keyof typeof ACCOUNT_KIND_POLICIES;

/** The policy of an account kind; undefined for a kind the ledger does not know. */
export function policyOf(ownerKind: string, kind: string): AccountKindPolicy | undefined {
  if (ownerKind !== 'player' && ownerKind !== 'platform') return undefined;
  const policies: Record<string, AccountKindPolicy> = ACCOUNT_KIND_POLICIES[ownerKind];
  return Object.hasOwn(policies, kind) ? policies[kind] : undefined;
}

/** True when an account of this kind may hold a negative available balance. */
export function mayGoNegative(ownerKind: string, kind: string): boolean {
  return policyOf(ownerKind, kind)?.mayGoNegative ?? false;
}

/** True when the kind is counted in POINTS_UNIT rather than a money currency. */
export function isPointsKind(ownerKind: string, kind: string): boolean {
  return policyOf(ownerKind, kind)?.unit === 'points';
}

/** The kinds of one owner that may never go negative, e.g. for a CHECK constraint or the ledger check. */
export function nonNegativeKinds(ownerKind: OwnerKindName): string[] {
  const policies: Record<string, AccountKindPolicy> = ACCOUNT_KIND_POLICIES[ownerKind];
  return Object.entries(policies).flatMap(([kind, policy]) => (policy.mayGoNegative ? [] : [kind]));
}

/** The kinds of one owner counted in POINTS_UNIT. */
export function pointsKinds(ownerKind: OwnerKindName): string[] {
  const policies: Record<string, AccountKindPolicy> = ACCOUNT_KIND_POLICIES[ownerKind];
  return Object.entries(policies).flatMap(([kind, policy]) => (policy.unit === 'points' ? [kind] : []));
}
