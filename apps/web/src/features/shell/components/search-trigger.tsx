import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/ui-store.ts';
import { SearchIcon } from './icons.tsx';
import styles from './search-trigger.module.css';

/**
 * The read-only search box of the header and the sidebar: it looks like a field but is a button that
 * opens the SEARCH modal (click, Enter, Space, or starting to type). It deliberately does not open on
 * focus: a dialog popping up while tabbing through the header is a change of context (WCAG 3.2.1) and
 * would reopen when the modal hands focus back.
 */
export function SearchTrigger({ variant = 'box' }: { variant?: 'box' | 'icon' }) {
  const { t } = useTranslation();
  const open = () => openModal('SEARCH');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const typing =
      event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (typing) open();
  };
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('shell.search.open')}
        title={t('shell.search.open')}
        aria-haspopup="dialog"
        onClick={open}
      >
        <SearchIcon />
      </button>
    );
  }
  return (
    <button type="button" className={styles.box} aria-haspopup="dialog" onClick={open} onKeyDown={onKeyDown}>
      <SearchIcon size={18} />
      <span className={styles.placeholder}>{t('shell.search.placeholder')}</span>
    </button>
  );
}
