import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { ModalBodyProps } from '../../lib/modal-props.ts';
import styles from './payment-completed-modal.module.css';

/** PAYMENT_COMPLETED (§2.3): opened by deposit-success before the payment history shows. */
export default function PaymentCompletedModal({ close }: ModalBodyProps<'PAYMENT_COMPLETED'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <p className={styles.text}>{t('modals.paymentCompleted.text')}</p>
      <p className={styles.note}>{t('modals.paymentCompleted.note')}</p>
      <Button fullWidth onClick={close}>
        {t('modals.paymentCompleted.action')}
      </Button>
    </div>
  );
}
