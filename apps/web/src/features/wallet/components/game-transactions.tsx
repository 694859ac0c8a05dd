import { useGameTransactions } from '../api/get-game-transactions.ts';
import { HISTORY_PAGE_SIZE, useListParams } from '../lib/use-list-params.ts';
import { SortSelect } from './sort-select.tsx';
import { TransactionHistory } from './transaction-history.tsx';

const NO_FILTERS = {} as const;

/** The game transactions of one tab (§2.5): basic (real money) or bonus, sorted and paged. */
export function GameTransactions({ tab }: { tab: 'basic' | 'bonus' }) {
  const { page, sort, setPage, setSort } = useListParams(NO_FILTERS);
  const query = useGameTransactions({ tab, page, pageSize: HISTORY_PAGE_SIZE, sort });
  return (
    <TransactionHistory
      query={query}
      emptyKey="wallet.gameTransactionsNotFound"
      onPage={setPage}
      controls={<SortSelect value={sort} onChange={setSort} />}
    />
  );
}
