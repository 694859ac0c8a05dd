import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './withdraw-shortcut.module.css';

/**
 * The way from the deposit modal to cash-out, one tap: on phones the deposit modal is what the bottom bar's
 * centre button opens, so Withdraw sits at its top. Following the link closes the modal (`onLeave`).
 */
export function WithdrawShortcut({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <p className={styles.shortcut}>
      <span>{t('cashier.deposit.cashingOut')}</span>
      <Link to={localize('/withdrawal')} className={styles.link} onClick={onLeave}>
        {t('cashier.deposit.withdraw')}
      </Link>
    </p>
  );
}
