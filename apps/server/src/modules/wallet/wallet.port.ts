import type { PlayerAccountKind, TransactionStatus, TransactionType } from '@casino/contracts';
import type { DomainEventDraft } from '../../platform/events/domain-events.ts';
import type { PlatformAccountKind } from './account-kinds.ts';
import type { CompanionWrite } from './companion-write.ts';

/**
 * What other modules may ask of the wallet. Money moves only through these calls (ARCHITECTURE.md, ledger):
 * every call is one database transaction, idempotent by its key, and never leaves a player balance negative.
 * Every call that moves or reserves money also records a domain event in that transaction (docs/ledger.md).
 */

/**
 * Platform account kinds: the other side of every player movement, per currency or points unit; which may go
 * negative and what each counts in is declared in account-kinds.ts (docs/ledger.md, Account kinds).
 */
export type { PlatformAccountKind };

export type AccountRef =
  | { owner: 'player'; userId: string; kind: PlayerAccountKind }
  /** `key` tells apart accounts of one kind, e.g. the payment provider of a clearing account. */
  | { owner: 'platform'; kind: PlatformAccountKind; key?: string };

export interface TransferLine {
  from: AccountRef;
  to: AccountRef;
  /** Minor units, from 1 to MAX_MONEY_MINOR_UNITS (@casino/rules); above it: 400 'amount_out_of_range'. */
  amount: number;
}

export interface TransferRequest {
  /** Unique forever: a repeat returns the first result and moves nothing. */
  idempotencyKey: string;
  type: TransactionType;
  currency: string;
  lines: TransferLine[];
  /**
   * 'posted' moves the money now. 'pending' reserves it: the debit side's available balance drops at once, the
   * credit side receives it only when the transfer is posted; voiding returns it.
   */
  phase: 'posted' | 'pending';
  /** The player-facing status shown in histories (§4), e.g. 'complete', 'pending', 'processing'. */
  status: TransactionStatus;
  /** Payment method or game name, for the history's first column. */
  method?: string;
  /** Links to the business object: payment id, round id, bonus id… */
  reference?: { kind: string; id: string };
  /** The player the transfer is about (shown in their histories). */
  userId?: string;
  /** An internal note, e.g. why staff adjusted a balance; never shown to the player. */
  memo?: string;
  /**
   * Domain events written in the transfer's own transaction, after the wallet's `wallet.transfer-applied`:
   * committed exactly when the money moves, never by a repeat of the key nor by a refused transfer. A draft
   * without `userId` joins the transfer's player's stream. Not part of the request the key stands for.
   */
  events?: readonly DomainEventDraft[];
  /**
   * A write to the caller's own tables in the transfer's own statement or transaction, made exactly when the
   * money moves (never by a repeat of the key nor by a refused transfer): how a caller records what the money
   * was for in the same commit, with the transfer's id and the player's real balance after it. Made with
   * `companionWrite` (companion-write.ts; docs/ledger.md). Not part of the request the key stands for.
   */
  companion?: CompanionWrite;
}

export interface TransferResult {
  transferId: string;
  /** False when the idempotency key had been used: nothing moved this time. */
  applied: boolean;
  phase: 'posted' | 'pending' | 'voided';
  status: TransactionStatus;
  /**
   * The player's available real and bonus balances (minor units of the transfer's currency) just after the
   * transfer, when the ledger read them while applying it (a posted line between one player's real or bonus
   * account and the platform); absent otherwise and on a repeat, when the caller reads them itself.
   */
  playerBalances?: { real: number; bonus: number };
}

export interface WalletPort {
  /**
   * Creates the player's accounts if missing, the money kinds in their currency and the points kinds in
   * POINTS_UNIT (called at registration and on first use).
   */
  openPlayerAccounts(userId: string, currency: string): Promise<void>;
  /**
   * `currency` is the unit of every account the lines name: a money currency for the money kinds, POINTS_UNIT
   * ('PTS') for loyalty points and snowflakes with `points_issuer` on the platform side (400 otherwise).
   * Throws AppError 'insufficient_funds' (409) when a debited account that may not go negative (every player
   * account, the platform pools: account-kinds.ts) would go below zero, and
   * 'amount_out_of_range' (409) when a credited one would go above MAX_MONEY_MINOR_UNITS (pending credits count
   * as posted); either way nothing moves and the key stays free.
   */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /**
   * Posts a pending transfer (moves the reserved money to its credit side); idempotent by key. Throws
   * 'amount_out_of_range' (409), posting nothing and keeping the key free, when the credited player account
   * would go above the money maximum. Writes `wallet.transfer-settled`, then `events`, with the posting.
   */
  post(
    transferId: string,
    idempotencyKey: string,
    status: TransactionStatus,
    events?: readonly DomainEventDraft[],
  ): Promise<TransferResult>;
  /** Voids a pending transfer (returns the reserved money); idempotent by key. `events` as for post. */
  void(
    transferId: string,
    idempotencyKey: string,
    status: TransactionStatus,
    events?: readonly DomainEventDraft[],
  ): Promise<TransferResult>;
  /** Changes only the player-facing status of a transfer (e.g. pending → processing). */
  setStatus(transferId: string, status: TransactionStatus): Promise<void>;
  /** Available real balance in minor units (posted minus pending debits). */
  availableReal(userId: string): Promise<{ currency: string; amount: number }>;
}
