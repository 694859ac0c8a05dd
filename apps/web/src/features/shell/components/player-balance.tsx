import { useTranslation } from 'react-i18next';
import { usePlayerBalance } from '../../auth/index.ts';
import { openModal } from '../../../lib/ui-store.ts';
import styles from './player-balance.module.css';

/** The player's total balance with the deposit button beside it (§2.8 header). */
export function PlayerBalance() {
  const { t } = useTranslation();
  const { amount, currency } = usePlayerBalance();
  return (
    <div className={styles.balance}>
      <p className={styles.amount}>
        <span className={styles.label}>{t('auth.header.balance')}</span>
        <span className={styles.value} data-testid="player-balance">
          {currency ? `${amount} ${currency}` : amount}
        </span>
      </p>
      <button type="button" className={styles.deposit} onClick={() => openModal('DEPOSIT')}>
        {t('auth.header.deposit')}
      </button>
    </div>
  );
}
