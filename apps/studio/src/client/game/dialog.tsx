import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useModalFocus } from '@casino/ui';
import { useMessages } from '../i18n/index.ts';
import styles from './dialog.module.css';

export interface DialogProps {
  readonly title: string;
  onClose(): void;
  readonly children: ReactNode;
  /** What gets focus when the dialog opens; the first control inside otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Wide panels (history, fairness, paytable) or a small confirmation. */
  readonly size?: 'panel' | 'small';
}

/**
 * A modal sheet: centred on wide screens, a bottom sheet on phones. Focus stays inside while it is open,
 * Escape closes it and focus goes back to what opened it.
 */
export function Dialog({ title, onClose, children, initialFocus, size = 'panel' }: DialogProps) {
  const { t } = useMessages();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useModalFocus({ dialog: dialogRef, body: bodyRef, initialFocus, onEscape: onClose });

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={`${styles.sheet} ${size === 'small' ? styles.small : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>
  );
}
