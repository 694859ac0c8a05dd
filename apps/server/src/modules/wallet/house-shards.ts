import { createHash } from 'node:crypto';
import type { AccountKey } from './account-ref.ts';

/**
 * The house account of a currency is split into HOUSE_SHARDS accounts (keys `shard-0` … `shard-127`); a transfer
 * about a player uses the shard its player hashes to, a transfer about no player the unsharded one (key '').
 * Every bet and win credits or debits the house in the statement that moves the player's money, and a row's lock
 * is held until the commit: one house row made every bet of every player wait in one queue. With 16 shards the
 * seamless bench still showed bets waiting for another player's commit on their shard (the house update's own
 * time in the slow statements' plans); 128 make two players in flight at once rarely share one. The house's
 * result is the sum of its accounts (docs/ledger.md, Account kinds), so the count can change at any time.
 */
export const HOUSE_SHARDS = 128;

export function houseShardKey(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  return `shard-${digest.readUInt32BE(0) % HOUSE_SHARDS}`;
}

/** The account with the house replaced by the player's shard of it; any other account as it is. */
export function spreadHouse(account: AccountKey, userId: string | null): AccountKey {
  if (userId === null || account.ownerKind !== 'platform' || account.kind !== 'house' || account.key !== '')
    return account;
  return { ...account, key: houseShardKey(userId) };
}
