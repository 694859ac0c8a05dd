import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { WinningRound, WinningRoundsQuery } from './winning-rounds.ts';

interface WinningRoundRow {
  provider: string;
  round_id: string;
  user_id: string;
  game_id: string;
  currency: string;
  bet_total: string;
  win_total: string;
  settled_ms: number;
}

const ORDER = {
  settled: sql`r.closed_at desc`,
  profit: sql`(r.win_total - r.bet_total) * coalesce(rate.eur::numeric, 1) desc, r.closed_at desc`,
  stake: sql`r.bet_total * coalesce(rate.eur::numeric, 1) desc, r.closed_at desc`,
} as const;

/**
 * Closed rounds whose wins exceed their stakes, from the totals the seamless wallet keeps in the statement that
 * moves each call's money (rollbacks included), so a rolled-back win leaves the list. Read through the partial
 * index `seamless_rounds_winning_idx`.
 */
export async function listWinningRounds(db: Db, query: WinningRoundsQuery): Promise<WinningRound[]> {
  const until = query.until ? sql`and r.closed_at <= ${query.until.toISOString()}::timestamptz` : sql``;
  const result = await db.execute(sql`
    select r.provider, r.round_id, r.user_id, r.game_id, r.currency,
           r.bet_total::text as bet_total, r.win_total::text as win_total,
           (extract(epoch from r.closed_at) * 1000)::float8 as settled_ms
      from seamless_rounds r
      left join jsonb_each_text(${JSON.stringify(query.eurPerUnit)}::jsonb) rate(currency, eur)
        on rate.currency = r.currency
     where r.status = 'closed' and r.win_total > r.bet_total
       and r.closed_at > ${query.since.toISOString()}::timestamptz ${until}
     order by ${ORDER[query.order]}, r.provider, r.round_id
     limit ${query.limit}`);
  return (result as unknown as { rows: WinningRoundRow[] }).rows.map((row) => ({
    provider: row.provider,
    roundId: row.round_id,
    userId: row.user_id,
    gameId: row.game_id,
    currency: row.currency,
    staked: Number(row.bet_total),
    won: Number(row.win_total),
    settledAt: new Date(row.settled_ms),
  }));
}
