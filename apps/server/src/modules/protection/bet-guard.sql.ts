import { sql, type SQL } from 'drizzle-orm';
import { takeRiskTicketSql } from './risk-ticket.sql.ts';

/**
 * The player-protection state of a bet's player as SQL conditions, so that the seamless wallet's one-statement
 * claim (game-wallet/stake-claim.repo.ts) asks it in the same round trip as the token and the round:
 * - `excluded`: the player's break ending last is in force (the rule of `inForce` in exclusions.service.ts:
 *   a time-out until its end; a self-exclusion until the player's return after its end);
 * - `limited`: the player has a wager or loss limit, so the stake must be counted against the ledger by the
 *   full check (`riskVerdict`) before it is taken;
 * - `takeTicket`: moves the player's risk ticket on from the one the full check read (risk-ticket.sql.ts), so a
 *   checked stake is claimed only if no other was since its check.
 * `bet-guard.int.test.ts` holds the SQL to the TypeScript rule.
 */
export function betGuardSql(
  userId: SQL,
  at: SQL,
): { excluded: SQL; limited: SQL; takeTicket: (ticket: SQL) => SQL } {
  return {
    takeTicket: (ticket) => takeRiskTicketSql(userId, ticket),
    excluded: sql`exists (
      select 1 from (select kind, ends_at, returns_at from player_exclusions
                      where user_id = ${userId} and starts_at <= ${at}
                      order by ends_at desc limit 1) latest
       where latest.ends_at > ${at}
          or (latest.kind = 'selfExclusion' and (latest.returns_at is null or latest.returns_at > ${at})))`,
    limited: sql`exists (
      select 1 from player_limits
       where user_id = ${userId} and kind in ('wager', 'loss') and amount is not null)`,
  };
}
