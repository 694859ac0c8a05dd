import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useInstallAction } from '../lib/use-install-action.ts';
import { useSupportContact } from '../lib/use-support-contact.ts';
import { ChatIcon, GiftIcon } from './icons.tsx';
import { BagIcon, CrownIcon, DownloadIcon, MailIcon, TrophyIcon } from './sidebar-icons.tsx';
import { SupportLink } from './support-link.tsx';
import styles from './menu-cards.module.css';

type IconComponent = ComponentType<{ size?: number }>;

const LINK_CARDS: readonly { key: string; path: string; Icon: IconComponent; inCompact: boolean }[] = [
  { key: 'loyalty', path: '/loyalty', Icon: CrownIcon, inCompact: false },
  { key: 'promotions', path: '/bonuses', Icon: GiftIcon, inCompact: true },
  { key: 'tournaments', path: '/tournaments', Icon: TrophyIcon, inCompact: false },
  { key: 'bonusShop', path: '/bonus_shop', Icon: BagIcon, inCompact: true },
];

/**
 * The sidebar's menu cards (§2.8): loyalty, promotions, tournaments, bonus shop, install the app and
 * support chat ("E-mail support" without a chat service). The collapsed sidebar shows them as icons, leaving
 * out the two its quick links already have; the install card is left out once the app is installed.
 */
export function MenuCards({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { installed, install } = useInstallAction();
  const support = useSupportContact();
  const supportLabel = support.kind === 'chat' ? t('shell.sidebar.cards.support') : t('shell.support.email');
  const itemClass = compact ? styles.compactCard : styles.card;
  const labelled = (label: string) => (compact ? { 'aria-label': label, title: label } : {});
  const body = (Icon: IconComponent, label: string) => (
    <>
      <span className={styles.icon}>
        <Icon size={20} />
      </span>
      {compact ? null : <span className={styles.label}>{label}</span>}
    </>
  );
  return (
    <ul className={compact ? styles.compactList : styles.list}>
      {LINK_CARDS.filter((card) => !compact || card.inCompact).map(({ key, path, Icon }) => {
        const label = t(`shell.sidebar.cards.${key}`);
        return (
          <li key={key}>
            <NavLink to={localize(path)} className={itemClass} {...labelled(label)}>
              {body(Icon, label)}
            </NavLink>
          </li>
        );
      })}
      {installed ? null : (
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={install}
            {...labelled(t('shell.sidebar.cards.install'))}
          >
            {body(DownloadIcon, t('shell.sidebar.cards.install'))}
          </button>
        </li>
      )}
      <li>
        <SupportLink contact={support} className={itemClass} label={compact ? supportLabel : undefined}>
          {body(support.kind === 'chat' ? ChatIcon : MailIcon, supportLabel)}
        </SupportLink>
      </li>
    </ul>
  );
}
