import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankDepositForm } from './bank-deposit-form.tsx';
import styles from './cashier.module.css';
import { CryptoDepositForm } from './crypto-deposit-form.tsx';

const TABS = ['bank', 'crypto'] as const;
type Tab = (typeof TABS)[number];

/** The deposit modal's banking and crypto tabs (the account pages show one form each under their own tabs). */
export function DepositTabs({
  initialAmount,
  initialMethodId,
}: {
  initialAmount?: string;
  /** A bank method to start with (coming back from FORM_FIELDS). */
  initialMethodId?: string | null;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('bank');
  const id = useId();
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label={t('cashier.deposit.tabsLabel')}>
        {TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`${id}-${item}`}
            aria-selected={tab === item}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => setTab(item)}
          >
            {t(`cashier.tabs.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'bank' ? (
          <BankDepositForm initialAmount={initialAmount} initialMethodId={initialMethodId} />
        ) : (
          <CryptoDepositForm initialAmount={initialAmount} />
        )}
      </div>
    </div>
  );
}
