import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransactionPage } from '@casino/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { Pager } from './pager.tsx';
import { TransactionDetailsModal } from './transaction-details-modal.tsx';
import { TransactionTable } from './transaction-table.tsx';
import styles from './transaction-history.module.css';

/** A history screen's body: its controls, the rows (or the empty line), paging and the details of a row. */
export function TransactionHistory({
  query,
  controls,
  emptyKey,
  onPage,
}: {
  query: UseQueryResult<TransactionPage>;
  controls: ReactNode;
  emptyKey: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const { data } = query;
  return (
    <div className={styles.history}>
      <div className={styles.controls}>{controls}</div>
      {!data ? (
        <LoadState failed={query.isError} onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>{t(emptyKey)}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined}>
          <TransactionTable rows={data.items} onOpen={setOpenId} />
        </div>
      )}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} /> : null}
      {openId ? <TransactionDetailsModal transactionId={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
