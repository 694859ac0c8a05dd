import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { nonNegativeKinds, pointsKinds, POINTS_UNIT } from './account-kinds.ts';
import { MAX_MONEY } from './money-range.ts';

export interface LedgerCheckReport {
  ok: boolean;
  /**
   * Per currency or points unit (POINTS_UNIT): the sum of every account's posted balance (must be 0) and how
   * many accounts hold it.
   */
  currencies: { currency: string; sum: bigint; accounts: number }[];
  problems: string[];
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const text = (value: unknown) => String(value);

/** `(…)` of string literals for `in`, each a bound parameter. */
const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * Verifies the ledger's invariants: per currency and per points unit every posted balance sums to zero; no
 * available balance (posted minus reserved) of a kind that may not go negative (account-kinds.ts) is negative;
 * the points kinds hold nothing outside the points unit and no other kind holds anything in it; no player balance or reservation and no transfer amount or
 * recorded balance is above the money maximum; every account's balance and reservations equal what its
 * transfers say (posted moves and pending debits recomputed from the transfer rows).
 */
export async function checkLedger(db: Db): Promise<LedgerCheckReport> {
  const problems: string[] = [];
  const sums = await rows(
    db,
    sql`select currency, sum(balance)::text as sum, count(*)::int as accounts
        from ledger_accounts group by currency order by currency`,
  );
  const currencies = sums.map((row) => ({
    currency: text(row.currency),
    sum: BigInt(text(row.sum)),
    accounts: Number(row.accounts),
  }));
  for (const { currency, sum } of currencies)
    if (sum !== 0n) problems.push(`${currency}: balances sum to ${sum}, not 0`);

  const negative = await rows(
    db,
    sql`select id::text as id, owner_kind, coalesce(user_id::text, key) as owner, kind, currency,
          balance::text as balance, pending_debits::text as pending
        from ledger_accounts
        where (((owner_kind = 'player' and kind in ${list(nonNegativeKinds('player'))})
                or (owner_kind = 'platform' and kind in ${list(nonNegativeKinds('platform'))}))
               and balance - pending_debits < 0)
           or pending_debits < 0
        order by id`,
  );
  for (const row of negative)
    problems.push(
      `account ${text(row.id)} (${text(row.owner_kind)} ${text(row.owner)}, ${text(row.kind)}, ` +
        `${text(row.currency)}): balance ${text(row.balance)} with ${text(row.pending)} reserved is negative`,
    );

  // Points accounts left in a money currency by an older ledger stay at zero; only what they hold is wrong.
  const misplaced = await rows(
    db,
    sql`select id::text as id, kind, currency from ledger_accounts
        where (balance <> 0 or pending_debits <> 0)
          and ((owner_kind = 'player' and kind in ${list(pointsKinds('player'))})
               or (owner_kind = 'platform' and kind in ${list(pointsKinds('platform'))}))
              <> (currency = ${POINTS_UNIT})
        order by id`,
  );
  for (const row of misplaced)
    problems.push(`account ${text(row.id)} (${text(row.kind)}) holds an amount in ${text(row.currency)}`);

  problems.push(...(await outOfRange(db)));

  const drifted = await rows(
    db,
    sql`with moves as (
          select debit_account as account,
                 case when phase = 'posted' then -amount else 0 end as posted,
                 case when phase = 'pending' then amount else 0 end as pending
            from transfers
          union all
          select credit_account, case when phase = 'posted' then amount else 0 end, 0 from transfers
        ), totals as (
          select account, sum(posted) as posted, sum(pending) as pending from moves group by account
        )
        select a.id::text as id, a.balance::text as balance, a.pending_debits::text as pending,
               coalesce(t.posted, 0)::text as expected_balance, coalesce(t.pending, 0)::text as expected_pending
          from ledger_accounts a left join totals t on t.account = a.id
         where a.balance <> coalesce(t.posted, 0) or a.pending_debits <> coalesce(t.pending, 0)
         order by a.id`,
  );
  for (const row of drifted)
    problems.push(
      `account ${text(row.id)}: balance ${text(row.balance)} (transfers say ${text(row.expected_balance)}), ` +
        `reserved ${text(row.pending)} (transfers say ${text(row.expected_pending)})`,
    );

  const foreign = await rows(
    db,
    sql`select t.id::text as id from transfers t
          join ledger_accounts d on d.id = t.debit_account
          join ledger_accounts c on c.id = t.credit_account
         where d.currency <> t.currency or c.currency <> t.currency
         order by t.id`,
  );
  for (const row of foreign) problems.push(`transfer ${text(row.id)} moves money between currencies`);

  return { ok: problems.length === 0, currencies, problems };
}

/**
 * Player accounts and transfers holding a value above the money maximum. Platform accounts are not bounded by
 * it (packages/rules, money-range.ts): the zero sum per currency is their check.
 */
async function outOfRange(db: Db): Promise<string[]> {
  const max = MAX_MONEY.toString();
  const accounts = await rows(
    db,
    sql`select id::text as id, user_id::text as user_id, kind, currency,
          balance::text as balance, pending_debits::text as pending
        from ledger_accounts
        where owner_kind = 'player' and (balance > ${max}::bigint or pending_debits > ${max}::bigint)
        order by id`,
  );
  const lines = await rows(
    db,
    sql`select id::text as id, amount::text as amount,
          debit_balance_after::text as debit_after, credit_balance_after::text as credit_after
        from transfers
        where amount > ${max}::bigint or debit_balance_after > ${max}::bigint
           or credit_balance_after > ${max}::bigint
        order by id`,
  );
  return [
    ...accounts.map(
      (row) =>
        `account ${text(row.id)} (player ${text(row.user_id)}, ${text(row.kind)}, ${text(row.currency)}): ` +
        `balance ${text(row.balance)} with ${text(row.pending)} reserved is above the maximum of ${max}`,
    ),
    ...lines.map((row) => {
      const values: [string, unknown][] = [
        ['amount', row.amount],
        ['debit balance after', row.debit_after],
        ['credit balance after', row.credit_after],
      ];
      const beyond = values
        .filter(([, value]) => value !== null && BigInt(text(value)) > MAX_MONEY)
        .map(([name, value]) => `${name} ${text(value)}`);
      return `transfer ${text(row.id)}: ${beyond.join(', ')} above the maximum of ${max}`;
    }),
  ];
}

export function formatLedgerReport(report: LedgerCheckReport): string {
  const lines = report.currencies.map(
    ({ currency, sum, accounts }) => `${currency}: sum ${sum} over ${accounts} accounts`,
  );
  if (lines.length === 0) lines.push('no ledger accounts yet');
  lines.push(...report.problems.map((problem) => `PROBLEM ${problem}`));
  lines.push(report.ok ? 'ledger OK' : `ledger BROKEN: ${report.problems.length} problem(s)`);
  return lines.join('\n');
}
