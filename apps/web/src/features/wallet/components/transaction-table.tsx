import { useTranslation } from 'react-i18next';
import type { TransactionRow } from '@casino/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { displayCurrency } from '../lib/display-currency.ts';
import { formatMoney } from '../lib/format-money.ts';
import { formatDateTime, idOrMethod } from '../lib/transaction-format.ts';
import styles from './transaction-table.module.css';

/**
 * The §3 columns: id or method, balance or currency, type, amount, fee, currency, date or status. A table
 * on desktop; on phones each row becomes a card (CSS only, with each cell's column name beside it).
 */
export function TransactionTable({
  rows,
  onOpen,
}: {
  rows: readonly TransactionRow[];
  onOpen: (transactionId: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = (key: string) => t(`wallet.columns.${key}`);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('wallet.listLabel')}</caption>
      <thead>
        <tr>
          {['idOrMethod', 'balanceOrCurrency', 'type', 'amount', 'fee', 'currency', 'dateOrStatus'].map(
            (key) => (
              <th key={key} scope="col">
                {column(key)}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={styles.row} data-testid="transaction-row">
            <th scope="row" data-label={column('idOrMethod')}>
              <button
                type="button"
                className={styles.open}
                onClick={() => onOpen(row.id)}
                aria-label={t('wallet.details.open', { id: row.id })}
              >
                {idOrMethod(row)}
              </button>
            </th>
            <td data-label={column('balanceOrCurrency')}>
              {row.balanceAfter === null
                ? displayCurrency(row.currency)
                : formatMoney(row.balanceAfter, row.currency, language)}
            </td>
            <td data-label={column('type')}>{t(`wallet.types.${row.type}`)}</td>
            <td data-label={column('amount')} className={styles.number}>
              {formatMoney(row.amount, row.currency, language)}
            </td>
            <td data-label={column('fee')} className={styles.number}>
              {formatMoney(row.fee, row.currency, language)}
            </td>
            <td data-label={column('currency')}>{displayCurrency(row.currency)}</td>
            <td data-label={column('dateOrStatus')}>
              <span className={styles.date}>{formatDateTime(row.createdAt, language)}</span>
              <span className={`${styles.status} ${styles[row.status] ?? ''}`}>
                {t(`wallet.statuses.${row.status}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
