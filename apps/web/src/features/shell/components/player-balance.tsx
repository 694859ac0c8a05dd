import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayerBalance } from '../../auth/index.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { Icon, type IconProps } from './icons.tsx';
import styles from './player-balance.module.css';

/** Where cash-out and the balance page live (account area, §2.5). */
const WITHDRAWAL_PATH = '/withdrawal';
const BALANCE_PATH = '/balance';

/**
 * The player's total balance with Deposit beside it (§2.8 header) and Withdraw one step away: the balance opens
 * a small money menu (Withdraw, Balance and history) at every width, and from 768 px Withdraw is also a button
 * of its own beside Deposit. The menu is a disclosure: Escape, a click outside or focus leaving closes it.
 */
export function PlayerBalance() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { amount, currency } = usePlayerBalance();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    // The wrapper only listens for Escape and focus leaving; every control inside is a native button or link.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={styles.balance} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.amount}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={styles.label}>{t('auth.header.balance')}</span>
        <span className={styles.value} data-testid="player-balance">
          {currency ? `${amount} ${currency}` : amount}
        </span>
        <ChevronIcon size={12} className={open ? `${styles.chevron} ${styles.turned}` : styles.chevron} />
      </button>
      <button type="button" className={styles.deposit} onClick={() => openModal('DEPOSIT')}>
        {t('auth.header.deposit')}
      </button>
      <Link to={to(WITHDRAWAL_PATH)} className={styles.withdraw}>
        {t('auth.header.withdraw')}
      </Link>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <ul className={styles.menuList} aria-label={t('auth.header.moneyMenu')}>
          <li>
            <Link to={to(WITHDRAWAL_PATH)} className={styles.menuItem} onClick={close}>
              {t('auth.header.withdraw')}
            </Link>
          </li>
          <li>
            <Link to={to(BALANCE_PATH)} className={styles.menuItem} onClick={close}>
              {t('auth.header.balanceAndHistory')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

const ChevronIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
