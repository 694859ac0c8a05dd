import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

export interface ModalProps {
  /** The visible heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  /** Closable modals close on Escape, on the close button and on a click on the backdrop. */
  closable?: boolean;
  children: ReactNode;
}

/**
 * The frame of every modal: a centred sheet on desktop, a bottom sheet on phones. Focus moves into the dialog
 * when it opens, stays inside while it is open and returns to where it was when it closes.
 */
export function Modal({ title, onClose, closable = true, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useModalFocus({ dialog: dialogRef, body: bodyRef, onEscape: closable ? onClose : undefined });

  useEffect(() => {
    document.body.dataset.modalOpen = 'true';
    return () => {
      delete document.body.dataset.modalOpen;
    };
  }, []);

  return createPortal(
    <div className={styles.layer}>
      {/* The backdrop is a pointer convenience only; keyboard users close with Escape or the close button. */}
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closable ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={dialogRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable ? (
            <button
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              aria-label={t('general.close')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </header>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
