import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionSort, TransactionStatus, TransactionType } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { ledgerAccounts, transfers } from './wallet.tables.ts';

export interface HistoryFilter {
  userId: string;
  /** The player's account kind whose movements are listed (real money or bonus). */
  accountKind: 'real' | 'bonus';
  types?: readonly TransactionType[];
  status?: TransactionStatus;
}

export interface HistoryLine {
  id: string;
  method: string | null;
  type: TransactionType;
  status: TransactionStatus;
  amount: bigint;
  currency: string;
  balanceAfter: bigint | null;
  createdAt: Date;
}

/** The player's accounts of one kind, in every currency they have held. */
function accountsOf(userId: string, kind: string) {
  return sql`(select ${ledgerAccounts.id} from ${ledgerAccounts}
    where ${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.kind} = ${kind})`;
}

function touching(filter: Pick<HistoryFilter, 'userId' | 'accountKind'>): SQL {
  const accounts = accountsOf(filter.userId, filter.accountKind);
  return or(
    sql`${transfers.debitAccount} in ${accounts}`,
    sql`${transfers.creditAccount} in ${accounts}`,
  ) as SQL;
}

function selection(filter: Pick<HistoryFilter, 'userId' | 'accountKind'>) {
  const accounts = accountsOf(filter.userId, filter.accountKind);
  return {
    id: transfers.id,
    method: transfers.method,
    type: transfers.type,
    status: transfers.status,
    amount: transfers.amount,
    currency: transfers.currency,
    balanceAfter: sql<string | number | bigint | null>`case when ${transfers.debitAccount} in ${accounts}
      then ${transfers.debitBalanceAfter} else ${transfers.creditBalanceAfter} end`,
    createdAt: transfers.createdAt,
  };
}

const ORDER: Record<TransactionSort, SQL[]> = {
  amount_asc: [asc(transfers.amount), desc(transfers.createdAt), asc(transfers.id)],
  amount_desc: [desc(transfers.amount), desc(transfers.createdAt), asc(transfers.id)],
  date_asc: [asc(transfers.createdAt), asc(transfers.id)],
  date_desc: [desc(transfers.createdAt), desc(transfers.id)],
};

export async function historyPage(
  db: Db,
  filter: HistoryFilter,
  page: { page: number; pageSize: number; sort: TransactionSort },
): Promise<{ lines: HistoryLine[]; total: number }> {
  const where = and(
    touching(filter),
    filter.types ? inArray(transfers.type, [...filter.types]) : undefined,
    filter.status ? eq(transfers.status, filter.status) : undefined,
  );
  const rows = await db
    .select(selection(filter))
    .from(transfers)
    .where(where)
    .orderBy(...ORDER[page.sort])
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [counted] = await db.select({ total: count() }).from(transfers).where(where);
  return { lines: rows.map(toLine), total: counted?.total ?? 0 };
}

/** One line of the player's real or bonus account; undefined when it is not theirs. */
export async function historyLine(db: Db, userId: string, id: string): Promise<HistoryLine | undefined> {
  for (const accountKind of ['real', 'bonus'] as const) {
    const [row] = await db
      .select(selection({ userId, accountKind }))
      .from(transfers)
      .where(and(eq(transfers.id, id), touching({ userId, accountKind })));
    if (row) return toLine(row);
  }
  return undefined;
}

function toLine(
  row: Omit<HistoryLine, 'balanceAfter'> & { balanceAfter: string | number | bigint | null },
): HistoryLine {
  return { ...row, balanceAfter: row.balanceAfter === null ? null : BigInt(row.balanceAfter) };
}
