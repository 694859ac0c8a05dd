import { useRef } from 'react';
import { Dialog } from '../game/dialog.tsx';
import { useMessages } from '../i18n/index.ts';
import styles from './slot-game.module.css';

/** The end of a free-spins feature and what it won. */
export function FeatureSummaryDialog({ total, onClose }: { total: string; onClose(): void }) {
  const { t } = useMessages();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={t('featureOver')} onClose={onClose} initialFocus={okRef} size="small">
      <p className={styles.summaryLabel}>{t('featureTotal')}</p>
      <p className={styles.summaryAmount}>{total}</p>
      <div className={styles.dialogActions}>
        <button ref={okRef} type="button" className={styles.confirm} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
