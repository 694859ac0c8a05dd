import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { cryptoDepositAssets } from '../lib/crypto-deposit-assets.ts';
import { BankDepositForm } from './bank-deposit-form.tsx';
import styles from './cashier.module.css';
import { CryptoDepositForm } from './crypto-deposit-form.tsx';

const TABS = ['bank', 'crypto'] as const;
type Tab = (typeof TABS)[number];

/**
 * The deposit modal's banking and crypto tabs (the account pages show one form each under their own tabs). The
 * crypto tab is there only when the methods list offers a crypto method; without one (or until the list has
 * loaded) the modal is the banking deposit alone, with no tab list.
 */
export function DepositTabs({
  initialAmount,
  initialMethodId,
}: {
  initialAmount?: string;
  /** A bank method to start with (coming back from FORM_FIELDS). */
  initialMethodId?: string | null;
}) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const [tab, setTab] = useState<Tab>('bank');
  const id = useId();
  const assets = cryptoDepositAssets(methods.data?.items ?? []);
  const withTabs = assets.length > 0;
  // The list may lose its crypto methods on a refetch: the banking deposit is then the one shown.
  const shown: Tab = withTabs ? tab : 'bank';
  return (
    <div>
      {withTabs ? (
        <div className={styles.tabs} role="tablist" aria-label={t('cashier.deposit.tabsLabel')}>
          {TABS.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              id={`${id}-${item}`}
              aria-selected={shown === item}
              aria-controls={`${id}-panel`}
              className={styles.tab}
              onClick={() => setTab(item)}
            >
              {t(`cashier.tabs.${item}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        {...(withTabs ? { role: 'tabpanel', 'aria-labelledby': `${id}-${shown}` } : {})}
      >
        {shown === 'bank' ? (
          <BankDepositForm initialAmount={initialAmount} initialMethodId={initialMethodId} />
        ) : (
          <CryptoDepositForm assets={assets} initialAmount={initialAmount} />
        )}
      </div>
    </div>
  );
}
