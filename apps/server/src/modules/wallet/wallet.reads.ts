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
import { historyLine, historyPage, type HistoryLine } from './history.repo.ts';
import { playerAccounts } from './ledger.repo.ts';
import { toNumber } from './minor-units.ts';

export interface WalletReadsOptions {
  db: Db;
  /** The player's current currency; null for an unknown account. */
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
}

export type WalletReads = ReturnType<typeof createWalletReads>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a player reads about their money: balances (available = posted minus reserved) and histories. */
export function createWalletReads({ db, currencyOf }: WalletReadsOptions) {
  async function available(userId: string, known?: PlayerCurrency) {
    const currency = known ?? (await currencyOf(userId));
    if (!currency) throw AppError.notFound('No such account.');
    const rows = await playerAccounts(db, userId, currency);
    const of = (kind: string) => {
      const row = rows.find((account) => account.kind === kind);
      return row ? toNumber(row.balance - row.pendingDebits) : 0;
    };
    return { currency, of };
  }

  async function shortBalance(userId: string, currency?: PlayerCurrency): Promise<ShortBalance> {
    const balances = await available(userId, currency);
    const balanceMain = balances.of('real');
    const bonusCasino = balances.of('bonus');
    return { currency: balances.currency, balanceMain, bonusCasino, balance: balanceMain + bonusCasino };
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
    const { currency, of } = await available(userId);
    return { currency, balance: of('bonus'), wager: { bonus: { wageringGames: [] } } };
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
    return { items: lines.map(toRow), page: query.page, pageSize: query.pageSize, total };
  }

  async function gameTransactions(userId: string, query: GameTransactionsQuery): Promise<TransactionPage> {
    const { lines, total } = await historyPage(
      db,
      query.tab === 'basic'
        ? { userId, accountKind: 'real', types: GAME_TRANSACTION_TYPES }
        : { userId, accountKind: 'bonus' },
      query,
    );
    return { items: lines.map(toRow), page: query.page, pageSize: query.pageSize, total };
  }

  async function transaction(userId: string, transactionId: string): Promise<TransactionRow> {
    const line = UUID.test(transactionId) ? await historyLine(db, userId, transactionId) : undefined;
    if (!line) throw AppError.notFound('No such transaction.');
    return toRow(line);
  }

  return { shortBalance, fullBalance, bonusAccount, paymentHistory, gameTransactions, transaction };
}

function toRow(line: HistoryLine): TransactionRow {
  return {
    id: line.id,
    method: line.method,
    type: line.type,
    status: line.status,
    amount: toNumber(line.amount),
    fee: 0,
    currency: line.currency as PlayerCurrency,
    balanceAfter: line.balanceAfter === null ? null : toNumber(line.balanceAfter),
    createdAt: line.createdAt.toISOString(),
  };
}
