import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { SkeletonLines } from '@casino/ui';
import { useLanguage } from '../../../lib/language.ts';
import { useTransaction } from '../api/get-transaction.ts';
import { displayCurrency } from '../lib/display-currency.ts';
import { formatMoney } from '../lib/format-money.ts';
import { formatDateTime } from '../lib/transaction-format.ts';
import styles from './transaction-details-modal.module.css';

/** One transaction, loaded from the server; when that fails, the line that tells the player to ask support. */
export function TransactionDetailsModal({
  transactionId,
  onClose,
}: {
  transactionId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError } = useTransaction(transactionId);
  return (
    <Modal title={t('wallet.details.title')} onClose={onClose}>
      {isError ? (
        <p role="alert" className={styles.error}>
          {t('wallet.details.error', { id: transactionId })}
        </p>
      ) : isPending ? (
        <SkeletonLines lines={5} />
      ) : (
        <dl className={styles.list}>
          <dt>{t('wallet.details.id')}</dt>
          <dd className={styles.id}>{data.id}</dd>
          {data.method ? (
            <>
              <dt>{t('wallet.details.method')}</dt>
              <dd>{data.method}</dd>
            </>
          ) : null}
          <dt>{t('wallet.columns.type')}</dt>
          <dd>{t(`wallet.types.${data.type}`)}</dd>
          <dt>{t('wallet.details.status')}</dt>
          <dd>{t(`wallet.statuses.${data.status}`)}</dd>
          <dt>{t('wallet.columns.amount')}</dt>
          <dd>{formatMoney(data.amount, data.currency, language)}</dd>
          <dt>{t('wallet.columns.fee')}</dt>
          <dd>{formatMoney(data.fee, data.currency, language)}</dd>
          <dt>{t('wallet.columns.currency')}</dt>
          <dd>{displayCurrency(data.currency)}</dd>
          {data.balanceAfter === null ? null : (
            <>
              <dt>{t('wallet.details.balanceAfter')}</dt>
              <dd>{formatMoney(data.balanceAfter, data.currency, language)}</dd>
            </>
          )}
          <dt>{t('wallet.details.date')}</dt>
          <dd>{formatDateTime(data.createdAt, language)}</dd>
        </dl>
      )}
    </Modal>
  );
}
