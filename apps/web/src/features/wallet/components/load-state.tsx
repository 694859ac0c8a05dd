import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonLines } from '../../../components/ui/skeleton.tsx';
import styles from './load-state.module.css';

/** While a wallet query loads: skeleton lines; when it failed: a translated line and a retry button. */
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
      <div className={styles.loading} data-testid="wallet-loading">
        <SkeletonLines lines={lines} />
      </div>
    );
  return (
    <div className={styles.failed} role="alert">
      <p>{t('wallet.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('wallet.retry')}
      </Button>
    </div>
  );
}
