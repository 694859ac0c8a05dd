import { useMessages } from '../i18n/index.ts';
import styles from './notice-bar.module.css';

/**
 * A message over the table, drawn like the game's notice bar: a refusal (the common texts) or the table's own
 * news such as a resumed hand. Errors are announced at once, news politely.
 */
export function TableNotice({
  text,
  tone,
  onDismiss,
}: {
  text: string | null;
  tone: 'error' | 'info';
  onDismiss(): void;
}) {
  const { t } = useMessages();
  return (
    <div className={styles.region} role={tone === 'error' ? 'alert' : 'status'}>
      {text !== null ? (
        <div className={`${styles.notice} ${tone === 'error' ? styles.error : styles.info}`}>
          <span>{text}</span>
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
