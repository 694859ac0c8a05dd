import { sql, type SQL } from 'drizzle-orm';

/**
 * Moves the player's risk ticket on from `ticket` (protection.tables.ts, playerRiskTickets), as one
 * data-modifying statement that answers a row only when it did: when nobody moved the ticket since it was read.
 * Used as a common table expression of the seamless wallet's claim and on its own in a deposit's transaction.
 * A ticket of 0 is the one read before the player's first: the row is created. A null player or ticket takes
 * nothing.
 */
export function takeRiskTicketSql(userId: SQL, ticket: SQL): SQL {
  return sql`insert into player_risk_tickets as held (user_id, ticket)
    select given.user_id, given.ticket + 1 from (select ${userId} as user_id, ${ticket} as ticket) given
     where given.user_id is not null and given.ticket is not null
    on conflict (user_id) do update set ticket = excluded.ticket where held.ticket = ${ticket}
    returning 1 as taken`;
}
