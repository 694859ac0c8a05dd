import { useRef } from 'react';
import { Dialog } from '../game/dialog.tsx';
import controls from '../game/controls.module.css';
import { useMessages } from '../i18n/index.ts';
import styles from './slot-game.module.css';

/** Confirms a bonus buy at its price (priceInBets × bet); focus stays inside until the player decides. */
export function BonusBuyDialog({
  price,
  spins,
  onConfirm,
  onClose,
}: {
  price: string;
  spins: number;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useMessages();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={t('buyBonusTitle')} onClose={onClose} initialFocus={cancelRef} size="small">
      <p className={styles.dialogText}>{t('buyBonusText', { spins, price })}</p>
      <div className={styles.dialogActions}>
        <button ref={cancelRef} type="button" className={controls.secondary} onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm}>
          {t('buyBonusConfirm', { price })}
        </button>
      </div>
    </Dialog>
  );
}
