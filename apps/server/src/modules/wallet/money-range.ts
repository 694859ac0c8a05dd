import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';
import { AppError } from '../../platform/errors.ts';
import type { LockedAccount } from './ledger.repo.ts';

/** The money maximum of packages/rules (money-range.ts) as the ledger's bigint. */
export const MAX_MONEY = BigInt(MAX_MONEY_MINOR_UNITS);

/** 400: one amount is above the maximum; nothing was looked at, nothing moved. */
export function amountOutOfRange(): AppError {
  return new AppError(
    'amount_out_of_range',
    400,
    `An amount is at most ${MAX_MONEY_MINOR_UNITS} minor units.`,
  );
}

/** 409: the amount fits, but the balance it leads to would not; nothing moved. */
export function balanceOutOfRange(): AppError {
  return new AppError(
    'amount_out_of_range',
    409,
    `The balance after this amount would be above the maximum of ${MAX_MONEY_MINOR_UNITS} minor units.`,
  );
}

/**
 * True when a transfer takes a player account above the money maximum: its balance once the transfer is posted
 * (`incoming` adds what pending lines will credit to it) is above the maximum and higher than `before`. A
 * transfer that lowers a balance is never refused, so that one stored out of range can be brought back into it.
 */
export function takesBeyondMaximum(
  accounts: Iterable<LockedAccount>,
  before: ReadonlyMap<bigint, bigint>,
  incoming: ReadonlyMap<bigint, bigint> = new Map(),
): boolean {
  for (const account of accounts) {
    if (account.ownerKind !== 'player') continue;
    const after = account.balance + (incoming.get(account.id) ?? 0n);
    if (after > MAX_MONEY && after > (before.get(account.id) ?? 0n)) return true;
  }
  return false;
}

/** The balances of locked accounts, by id, before a transfer changes them. */
export function balancesOf(accounts: ReadonlyMap<bigint, LockedAccount>): Map<bigint, bigint> {
  return new Map([...accounts].map(([id, account]) => [id, account.balance]));
}
