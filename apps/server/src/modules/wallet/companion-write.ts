import type { SQL } from 'drizzle-orm';
import type { StatementValues } from '@casino/server-kit';

/** What a companion write may use of the transfer it is committed with: SQL expressions of that statement. */
export interface AppliedTransfer {
  /** Holds exactly when the money moves: every data-modifying expression of the companion must require it. */
  readonly applied: SQL;
  /** The transfer's id (uuid). */
  readonly transferId: SQL;
  /** The transfer's player's available real balance just after it (bigint minor units); null without one. */
  readonly realAvailable: SQL;
}

/**
 * A caller's write to its own tables, as common table expressions for the WITH clause of the transfer's
 * statement (`name as (…), name as (…)`). Written once, as a module constant, with a placeholder per value;
 * its names start with the caller's own prefix, so as not to meet the ledger's.
 */
export interface CompanionStatement<TValues extends Record<string, unknown>> {
  readonly ctes: (values: StatementValues<TValues>, transfer: AppliedTransfer) => SQL;
}

/** A companion statement with the values of one transfer (TransferRequest.companion). */
export interface CompanionWrite {
  readonly statement: CompanionStatement<Record<string, unknown>>;
  readonly values: Readonly<Record<string, unknown>>;
}

export function companionWrite<TValues extends Record<string, unknown>>(
  statement: CompanionStatement<TValues>,
  values: TValues,
): CompanionWrite {
  return { statement: statement as unknown as CompanionStatement<Record<string, unknown>>, values };
}

/** The companion's values under names of their own, beside the ledger's in one statement. */
const COMPANION_VALUE_PREFIX = 'companion_';

export function prefixedCompanionValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const prefixed: Record<string, unknown> = {};
  for (const name in values) prefixed[`${COMPANION_VALUE_PREFIX}${name}`] = values[name];
  return prefixed;
}

/** The companion's placeholders, taken from the statement's own under the prefixed names. */
export function companionPlaceholders(
  statementValues: StatementValues<Record<string, unknown>>,
): StatementValues<Record<string, unknown>> {
  return new Proxy(
    {},
    { get: (_target, name) => statementValues[`${COMPANION_VALUE_PREFIX}${String(name)}`] },
  ) as StatementValues<Record<string, unknown>>;
}
