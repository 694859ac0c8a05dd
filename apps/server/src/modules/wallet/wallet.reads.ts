import {
  GAME_TRANSACTION_TYPES,
  PAYMENT_TRANSACTION_TYPES,
  type BonusAccount,
  type FullBalance,
  type GameTransactionsQuery,
  type PaymentHistoryQuery,
  type ShortBalance,
  type TransactionPage,
  type TransactionRow,
} from '@casino/contracts';
import type { PlayerCurrency } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { POINTS_UNIT } from './account-kinds.ts';
import { historyLine, historyPage, type HistoryLine } from './history.repo.ts';
import { playerAccounts } from './ledger.repo.ts';
import { toApiAmount } from './minor-units.ts';

export interface WalletReadsOptions {
  db: Db;
  /** The player's current currency; null for an unknown account. */
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  /** Told of a stored amount beyond the money maximum, which the read shows clamped (minor-units.ts). */
  onOutOfRange?: (details: OutOfRangeDetails) => void;
  /**
   * The games whose bets count towards the player's active bonus (the bonus engine with the catalogue); none
   * without an active bonus, and none without a bonus engine (the wallet's own tests and benches).
   */
  wageringGamesOf?: (userId: string) => Promise<Array<{ id: string }>>;
}

/** Where a stored amount beyond the money maximum was read. */
export interface OutOfRangeDetails {
  userId: string;
  /** The account kind or the transfer id it was read from, and which value. */
  source: string;
  stored: string;
}

export type WalletReads = ReturnType<typeof createWalletReads>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a player reads about their money: balances (available = posted minus reserved) and histories. */
export function createWalletReads({ db, currencyOf, onOutOfRange, wageringGamesOf }: WalletReadsOptions) {
  /** A stored amount as the API shows it; never fails, whatever the database holds. */
  function shown(amount: bigint, userId: string, source: string): number {
    return toApiAmount(amount, (stored) => onOutOfRange?.({ userId, source, stored: stored.toString() }));
  }

  async function available(userId: string, known?: PlayerCurrency) {
    const currency = known ?? (await currencyOf(userId));
    if (!currency) throw AppError.notFound('No such account.');
    // The points kinds are counted in their own unit, whatever the player's currency.
    const rows = await playerAccounts(db, userId, [currency, POINTS_UNIT]);
    const stored = (kind: string) => {
      const row = rows.find((account) => account.kind === kind);
      return row ? row.balance - row.pendingDebits : 0n;
    };
    const of = (kind: string) => shown(stored(kind), userId, `${kind} account`);
    return { currency, stored, of };
  }

  /** The short balance from the available real and bonus balances; also what the balance push sends. */
  function shortBalanceFrom(
    userId: string,
    currency: PlayerCurrency,
    known: { real: bigint; bonus: bigint },
  ): ShortBalance {
    const balanceMain = shown(known.real, userId, 'real account');
    const bonusCasino = shown(known.bonus, userId, 'bonus account');
    return { currency, balanceMain, bonusCasino, balance: balanceMain + bonusCasino };
  }

  function toRow(userId: string, line: HistoryLine): TransactionRow {
    return {
      id: line.id,
      method: line.method,
      type: line.type,
      status: line.status,
      amount: shown(line.amount, userId, `transfer ${line.id} amount`),
      fee: 0,
      currency: line.currency as PlayerCurrency,
      balanceAfter:
        line.balanceAfter === null
          ? null
          : shown(line.balanceAfter, userId, `transfer ${line.id} balance after`),
      createdAt: line.createdAt.toISOString(),
    };
  }

  async function shortBalance(userId: string, currency?: PlayerCurrency): Promise<ShortBalance> {
    const balances = await available(userId, currency);
    return shortBalanceFrom(userId, balances.currency, {
      real: balances.stored('real'),
      bonus: balances.stored('bonus'),
    });
  }

  async function fullBalance(userId: string): Promise<FullBalance> {
    const { currency, of } = await available(userId);
    return {
      currency,
      real: of('real'),
      bonus: of('bonus'),
      loyaltyPoints: of('loyalty_points'),
      cashback: of('cashback'),
      freeSpins: of('free_spins'),
      snowflakes: of('snowflakes'),
    };
  }

  async function bonusAccount(userId: string): Promise<BonusAccount> {
    const [{ currency, of }, wageringGames] = await Promise.all([
      available(userId),
      wageringGamesOf ? wageringGamesOf(userId) : [],
    ]);
    return { currency, balance: of('bonus'), wager: { bonus: { wageringGames } } };
  }

  async function paymentHistory(userId: string, query: PaymentHistoryQuery): Promise<TransactionPage> {
    const { lines, total } = await historyPage(
      db,
      {
        userId,
        accountKind: 'real',
        types: query.type ? [query.type] : PAYMENT_TRANSACTION_TYPES,
        ...(query.status ? { status: query.status } : {}),
      },
      query,
    );
    return {
      items: lines.map((line) => toRow(userId, line)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async function gameTransactions(userId: string, query: GameTransactionsQuery): Promise<TransactionPage> {
    const { lines, total } = await historyPage(
      db,
      query.tab === 'basic'
        ? { userId, accountKind: 'real', types: GAME_TRANSACTION_TYPES }
        : { userId, accountKind: 'bonus' },
      query,
    );
    return {
      items: lines.map((line) => toRow(userId, line)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async function transaction(userId: string, transactionId: string): Promise<TransactionRow> {
    const line = UUID.test(transactionId) ? await historyLine(db, userId, transactionId) : undefined;
    if (!line) throw AppError.notFound('No such transaction.');
    return toRow(userId, line);
  }

  return {
    shortBalance,
    shortBalanceFrom,
    fullBalance,
    bonusAccount,
    paymentHistory,
    gameTransactions,
    transaction,
  };
}
