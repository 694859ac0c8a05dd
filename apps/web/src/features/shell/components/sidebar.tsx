import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { LANGUAGE_NAMES } from '@casino/rules';
import { useFocusTrap } from '../lib/use-focus-trap.ts';
import { CategoryGroups } from './category-groups.tsx';
import { DisclosureGroup } from './disclosure-group.tsx';
import { Flyout } from './flyout.tsx';
import { CloseIcon, GlobeIcon } from './icons.tsx';
import { LanguageList } from './language-list.tsx';
import { LogoLink } from './logo-link.tsx';
import { MenuCards } from './menu-cards.tsx';
import { PromoTiles } from './promo-tiles.tsx';
import { QuickLinks } from './quick-links.tsx';
import { SearchTrigger } from './search-trigger.tsx';
import styles from './sidebar.module.css';

export type SidebarMode = 'drawer' | 'expanded' | 'collapsed';

interface SidebarProps {
  id: string;
  mode: SidebarMode;
  /** Drawer mode only: whether the drawer is shown. */
  open: boolean;
  onClose: () => void;
  /** Drawer mode: where focus returns when the drawer closes (the menu toggle). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The sidebar (§2.8). Docked at ≥ 1280 px, expanded (288 px) or collapsed (64 px, icons and flyouts);
 * an overlay drawer below, which holds focus while open and closes on Escape, on the close button and
 * on the backdrop (the shell closes it on navigation).
 */
export function Sidebar({ id, mode, open, onClose, returnFocusRef }: SidebarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ref = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerOpen = mode === 'drawer' && open;
  useFocusTrap(ref, drawerOpen, { initialFocusRef: closeRef, returnFocusRef, onEscape: onClose });

  const classes = [
    styles.sidebar,
    mode === 'collapsed' ? styles.collapsed : '',
    drawerOpen ? styles.open : '',
  ]
    .filter(Boolean)
    .join(' ');
  const compact = mode === 'collapsed';
  const languageLabel = t('shell.sidebar.language', { language: LANGUAGE_NAMES[language] });

  return (
    <nav ref={ref} id={id} className={classes} aria-label={t('shell.sidebar.label')}>
      {mode === 'drawer' ? (
        <div className={styles.drawerHead}>
          <LogoLink />
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('shell.sidebar.close')}
            onClick={onClose}
          >
            <CloseIcon size={22} />
          </button>
        </div>
      ) : null}
      {compact ? (
        <div className={styles.compactBody}>
          <SearchTrigger variant="icon" />
          <QuickLinks compact />
          <hr className={styles.rule} />
          <CategoryGroups compact />
          <hr className={styles.rule} />
          <MenuCards compact />
          <Flyout label={languageLabel} title={t('shell.sidebar.languageTitle')} icon={<GlobeIcon />}>
            {(close) => <LanguageList onPick={close} />}
          </Flyout>
        </div>
      ) : (
        <div className={styles.body}>
          <SearchTrigger />
          <QuickLinks />
          <PromoTiles />
          <section aria-labelledby={`${id}-games`} className={styles.section}>
            <h2 id={`${id}-games`} className={styles.heading}>
              {t('shell.sidebar.games')}
            </h2>
            <CategoryGroups />
          </section>
          <section aria-labelledby={`${id}-more`} className={styles.section}>
            <h2 id={`${id}-more`} className={styles.heading}>
              {t('shell.sidebar.more')}
            </h2>
            <MenuCards />
          </section>
          <DisclosureGroup label={languageLabel} icon={<GlobeIcon />}>
            {(listId, hidden) => <LanguageList id={listId} hidden={hidden} />}
          </DisclosureGroup>
        </div>
      )}
    </nav>
  );
}
