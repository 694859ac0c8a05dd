import { sql } from 'drizzle-orm';
import type { PeriodActivity } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';

interface ActivityRow {
  deposited: string | number | null;
  staked: string | number | null;
  won: string | number | null;
}

/**
 * A player's money moved through their real-money account since `since`, in one currency, read from the ledger
 * itself (player protection counts its limits from this, never from counters that could drift): deposits pending
 * or posted, stakes net of rolled-back stakes, wins net of rolled-back wins. Voided transfers count for nothing.
 */
export async function playerActivitySince(
  db: Db,
  { userId, currency, since }: { userId: string; currency: string; since: Date },
): Promise<PeriodActivity> {
  const result = await db.execute(sql`
    select
      (sum(t.amount) filter (where t.type = 'deposit' and t.credit_account = a.id))::text as deposited,
      (coalesce(sum(t.amount) filter (where t.type = 'bet' and t.debit_account = a.id), 0)
        - coalesce(sum(t.amount) filter (where t.type = 'rollbackBet' and t.credit_account = a.id), 0))::text as staked,
      (coalesce(sum(t.amount) filter (where t.type = 'win' and t.credit_account = a.id), 0)
        - coalesce(sum(t.amount) filter (where t.type = 'rollbackWin' and t.debit_account = a.id), 0))::text as won
      from ledger_accounts a
      join transfers t on t.user_id = a.user_id and (t.debit_account = a.id or t.credit_account = a.id)
     where a.owner_kind = 'player' and a.user_id = ${userId} and a.kind = 'real' and a.currency = ${currency}
       and t.created_at >= ${since.toISOString()}::timestamptz and t.phase <> 'voided'`);
  const [row] = (result as unknown as { rows: ActivityRow[] }).rows;
  const amount = (value: string | number | null | undefined) => Math.max(0, Number(value ?? 0));
  return { deposited: amount(row?.deposited), staked: amount(row?.staked), won: amount(row?.won) };
}
