import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { CherryIcon, GiftIcon, LiveIcon, SearchIcon, UserPlusIcon, WalletIcon } from './icons.tsx';
import styles from './bottom-bar.module.css';

/**
 * The phone and tablet bottom bar (§2.8), hidden from 1024 px (where the header has the search box):
 * promo, slots, the raised centre action (sign-up for guests, deposit for players), live and search.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  return (
    <nav className={styles.bar} aria-label={t('shell.bottomBar.label')}>
      <ul className={styles.list}>
        <li>
          <NavLink to={localize('/bonuses')} className={styles.item}>
            <GiftIcon size={22} />
            <span>{t('shell.bottomBar.promo')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={localize('/games/slots')} className={styles.item}>
            <CherryIcon size={22} />
            <span>{t('shell.bottomBar.slots')}</span>
          </NavLink>
        </li>
        <li className={styles.centreSlot}>
          <button
            type="button"
            className={styles.centre}
            onClick={() => openModal(authenticated ? 'DEPOSIT' : 'SIGNUP')}
          >
            <span className={styles.centreIcon}>
              {authenticated ? <WalletIcon size={24} /> : <UserPlusIcon size={24} />}
            </span>
            <span>{authenticated ? t('shell.bottomBar.deposit') : t('shell.bottomBar.signup')}</span>
          </button>
        </li>
        <li>
          <NavLink to={localize('/games/live')} className={styles.item}>
            <LiveIcon size={22} />
            <span>{t('shell.bottomBar.live')}</span>
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-haspopup="dialog"
            onClick={() => openModal('SEARCH')}
          >
            <SearchIcon size={22} />
            <span>{t('shell.bottomBar.search')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
