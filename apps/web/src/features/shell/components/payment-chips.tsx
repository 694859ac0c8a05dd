import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment-chips.module.css';

/** Small generic marks, not the brands' artwork; the chip's text names the method. */
const MARKS: Record<string, ReactNode> = {
  bankTransfer: (
    <path
      d="M3 9l9-5 9 5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  ),
  visa: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" fill="#f3f5fb" />
      <path d="M3 8a2 2 0 012-2h14a2 2 0 012 2v1.5H3z" fill="#1a1f71" />
      <path d="M3 14.5h18V16a2 2 0 01-2 2H5a2 2 0 01-2-2z" fill="#f7b600" />
    </>
  ),
  mastercard: (
    <>
      <circle cx="9" cy="12" r="6" fill="#eb001b" />
      <circle cx="15" cy="12" r="6" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  bitcoin: <circle cx="12" cy="12" r="8" fill="#f7931a" />,
  ethereum: <path d="M12 3l6 9-6 3.5L6 12l6-9zm0 13.5l6-3.5-6 8-6-8 6 3.5z" fill="#8c9eff" />,
  usdt: <circle cx="12" cy="12" r="8" fill="#26a17b" />,
};

const METHODS = ['bankTransfer', 'visa', 'mastercard', 'bitcoin', 'ethereum', 'usdt'] as const;

/** The payment methods the cashier accepts, as chips (§2.8), ending with "and more". */
export function PaymentChips() {
  const { t } = useTranslation();
  return (
    <ul className={styles.chips} aria-label={t('shell.footer.payments.label')}>
      {METHODS.map((method) => (
        <li key={method} className={styles.chip}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {MARKS[method]}
          </svg>
          {t(`shell.footer.payments.${method}`)}
        </li>
      ))}
      <li className={`${styles.chip} ${styles.more}`}>{t('shell.footer.payments.more')}</li>
    </ul>
  );
}
