import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '@casino/ui';
import { Button } from './button.tsx';
import styles from './load-state.module.css';

/** While a query loads: skeleton lines; when it failed: a translated line and a retry button. */
export function LoadState({
  failed,
  onRetry,
  lines = 4,
}: {
  failed: boolean;
  onRetry: () => void;
  lines?: number;
}) {
  const { t } = useTranslation();
  if (!failed)
    return (
      <div className={styles.loading} data-testid="loading">
        <SkeletonLines lines={lines} />
      </div>
    );
  return (
    <div className={styles.failed} role="alert">
      <p>{t('general.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('general.tryAgain')}
      </Button>
    </div>
  );
}
