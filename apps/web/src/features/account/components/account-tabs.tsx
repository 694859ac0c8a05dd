import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { DEPOSIT_MODAL_PATH, type AccountTab } from '../lib/account-sections.ts';
import styles from './account-tabs.module.css';

/**
 * The tab switcher of deposit, withdrawal and game transactions (§2.5). Each tab is its own address, so the
 * switcher is a set of links marking the current one; the banking deposit is the deposit modal.
 */
export function AccountTabs({ tabs, labelKey }: { tabs: readonly AccountTab[]; labelKey: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t(labelKey)} className={styles.tabs}>
      {tabs.map((tab) =>
        tab.path === DEPOSIT_MODAL_PATH ? (
          <button key={tab.path} type="button" className={styles.tab} onClick={() => openModal('DEPOSIT')}>
            {t(tab.labelKey)}
          </button>
        ) : (
          <NavLink
            key={tab.path}
            to={to(tab.path)}
            end
            replace
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {t(tab.labelKey)}
          </NavLink>
        ),
      )}
    </nav>
  );
}
