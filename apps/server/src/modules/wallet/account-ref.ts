import type { OwnerKind } from './wallet.tables.ts';
import type { AccountRef } from './wallet.port.ts';

/** The unique columns of a ledger account. */
export interface AccountKey {
  ownerKind: OwnerKind;
  userId: string | null;
  kind: string;
  key: string;
  currency: string;
}

export function accountKey(ref: AccountRef, currency: string): AccountKey {
  return ref.owner === 'player'
    ? { ownerKind: 'player', userId: ref.userId, kind: ref.kind, key: '', currency }
    : { ownerKind: 'platform', userId: null, kind: ref.kind, key: ref.key ?? '', currency };
}

/** One string per account, for maps and for a fixed order when several accounts are created at once. */
export function accountKeyId(key: AccountKey): string {
  return JSON.stringify([key.ownerKind, key.userId, key.kind, key.key, key.currency]);
}
