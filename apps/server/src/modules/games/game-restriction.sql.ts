/**
 * Whether the operator restricts a game in a country, as an SQL condition, so that the seamless wallet's
 * one-statement claim (game-wallet/stake-claim.repo.ts) refuses a bet from a restricted country in the same
 * round trip, also when the restriction was added after the game was launched (docs/games.md).
 */
import { sql, type SQL } from 'drizzle-orm';

export function gameRestrictedSql(provider: SQL, gameId: SQL, country: SQL): SQL {
  return sql`exists (
    select 1 from games
     where provider = ${provider} and external_id = ${gameId} and restricted_countries ? ${country})`;
}
