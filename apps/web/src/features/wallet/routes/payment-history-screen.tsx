import { useTranslation } from 'react-i18next';
import { PAYMENT_HISTORY_FILTER_STATUSES } from '@casino/contracts';
import { SelectField } from '../../../components/ui/field.tsx';
import { usePaymentHistory } from '../api/get-payment-history.ts';
import { SortSelect } from '../components/sort-select.tsx';
import { TransactionHistory } from '../components/transaction-history.tsx';
import { HISTORY_PAGE_SIZE, useListParams } from '../lib/use-list-params.ts';

/** §3 filter of the deposit list: type Deposit; statuses Complete, PendingWager, Rejected, WagerZeroing. */
const FILTERS = { type: ['deposit'], status: PAYMENT_HISTORY_FILTER_STATUSES } as const;

/** /balance/payment-history: deposits and withdrawals, filtered, sorted and paged; a row opens its details. */
export default function PaymentHistoryScreen() {
  const { t } = useTranslation();
  const { page, sort, filters, setPage, setSort, setFilter } = useListParams(FILTERS);
  const query = usePaymentHistory({
    page,
    pageSize: HISTORY_PAGE_SIZE,
    sort,
    type: filters.type === 'deposit' ? 'deposit' : undefined,
    status: PAYMENT_HISTORY_FILTER_STATUSES.find((status) => status === filters.status),
  });
  return (
    <TransactionHistory
      query={query}
      emptyKey="wallet.transactionsNotFound"
      onPage={setPage}
      controls={
        <>
          <SelectField
            label={t('wallet.filter.type')}
            value={filters.type ?? ''}
            onChange={(event) => setFilter('type', event.target.value)}
          >
            <option value="">{t('wallet.filter.anyType')}</option>
            <option value="deposit">{t('wallet.types.deposit')}</option>
          </SelectField>
          <SelectField
            label={t('wallet.filter.status')}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">{t('wallet.filter.anyStatus')}</option>
            {PAYMENT_HISTORY_FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`wallet.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <SortSelect value={sort} onChange={setSort} />
        </>
      }
    />
  );
}
