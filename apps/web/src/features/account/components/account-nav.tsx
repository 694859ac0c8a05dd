import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { ACCOUNT_NAV } from '../lib/account-sections.ts';
import styles from './account-nav.module.css';

/** The row of navigation buttons of the account header (§2.5), Withdraw beside Deposit. */
export function AccountNav() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('account.nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {ACCOUNT_NAV.map((item) => (
          <li key={item.labelKey}>
            {item.kind === 'link' ? (
              <NavLink
                to={to(item.path)}
                end
                className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
              >
                {t(item.labelKey)}
              </NavLink>
            ) : (
              <button type="button" className={styles.item} onClick={() => openModal('DEPOSIT')}>
                {t(item.labelKey)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
