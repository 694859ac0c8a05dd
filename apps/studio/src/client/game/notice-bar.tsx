import { useMessages } from '../i18n/index.ts';
import type { Notice } from './notice.ts';
import styles from './notice-bar.module.css';

/** A message over the stage; errors are announced at once, news politely. */
export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  const { t } = useMessages();
  return (
    <div className={styles.region} role={notice?.tone === 'error' ? 'alert' : 'status'}>
      {notice ? (
        <div className={`${styles.notice} ${notice.tone === 'error' ? styles.error : styles.info}`}>
          <span>{t(notice.key, notice.values)}</span>
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
