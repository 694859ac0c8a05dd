import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { CrownIcon, DiamondIcon, TrophyIcon } from './sidebar-icons.tsx';
import styles from './quick-links.module.css';

const LINKS = [
  { key: 'tournaments', path: '/tournaments', Icon: TrophyIcon },
  { key: 'loyalty', path: '/loyalty', Icon: CrownIcon },
  { key: 'jackpots', path: '/jackpots', Icon: DiamondIcon },
] as const;

/** The sidebar's links to tournaments, loyalty and jackpots; icon-only in the collapsed sidebar. */
export function QuickLinks({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <ul className={compact ? styles.compactList : styles.list}>
      {LINKS.map(({ key, path, Icon }) => {
        const label = t(`shell.sidebar.links.${key}`);
        return (
          <li key={key}>
            <NavLink
              to={localize(path)}
              className={compact ? styles.compactLink : styles.link}
              aria-label={compact ? label : undefined}
              title={compact ? label : undefined}
            >
              <Icon size={compact ? 20 : 22} />
              {compact ? null : <span>{label}</span>}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
