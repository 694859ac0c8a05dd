import { Button } from '@casino/ui';
import { useMessages } from '../i18n/index.ts';
import styles from './status-screens.module.css';

/** While the game opens: the shape of the game to come, not a lone spinner. */
export function LoadingScreen() {
  const { t } = useMessages();
  return (
    <main className={styles.screen} aria-busy="true">
      <div className={`skeleton ${styles.skeletonHeader}`} />
      <div className={styles.skeletonStage}>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={`skeleton ${styles.skeletonReel}`} />
        ))}
      </div>
      <div className={`skeleton ${styles.skeletonBar}`} />
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    </main>
  );
}

/** A full-screen message when the game cannot go on, with a retry where another try can help. */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useMessages();
  return (
    <main className={styles.screen}>
      <div className={styles.error} role="alert">
        <h1 className={styles.title}>{t('errorTitle')}</h1>
        <p className={styles.message}>{message}</p>
        {onRetry ? (
          <Button variant="primary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
