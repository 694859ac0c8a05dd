import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../auth/index.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { Icon, type IconProps } from './icons.tsx';
import { PlayerBalance } from './player-balance.tsx';
import styles from './header.module.css';

/** The signed-in player's part of the header: balance with deposit, profile and log-out. */
export default function PlayerActions() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const logout = useLogout();
  return (
    <>
      <PlayerBalance />
      <Link to={to('/profile')} className={styles.iconButton} aria-label={t('auth.header.profile')}>
        <ProfileIcon />
      </Link>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('auth.header.logout')}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOutIcon />
      </button>
    </>
  );
}

const ProfileIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
const LogOutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);
