import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@casino/ui';
import { useUiStore, type Toast } from '../../lib/ui-store.ts';
import styles from './toast.module.css';

/**
 * The toast stack (§4): error, success and info messages. Each closes by itself after TOAST_DURATION_MS (the
 * store runs the timer) or when clicked. Errors are announced assertively, the others politely.
 */
export function Toaster() {
  const toasts = useUiStore((state) => state.toasts);
  const polite = toasts.filter((toast) => toast.kind !== 'error');
  const urgent = toasts.filter((toast) => toast.kind === 'error');
  return (
    <div className={styles.stack}>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useUiStore((state) => state.dismissToast);
  const text = toast.translate ? t(toast.text) : toast.text;
  return (
    <button
      type="button"
      className={`${styles.toast} ${styles[toast.kind] ?? ''}`}
      onClick={() => dismiss(toast.id)}
    >
      <span className={styles.icon} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
      <VisuallyHidden>{t('general.closeMessage')}</VisuallyHidden>
    </button>
  );
}
