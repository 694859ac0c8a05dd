import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The frame of every modal: a centred sheet on desktop, a bottom sheet on phones. Focus moves into the dialog
 * when it opens, stays inside while it is open and returns to where it was when it closes.
 */
export function Modal({ title, onClose, closable = true, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(`.${styles.body ?? 'body'} :is(${FOCUSABLE})`);
    (first ?? dialog)?.focus();
    // A modal's body may still be loading (a lazy chunk): when its autofocus control appears, and the player
    // has not moved focus meanwhile, focus it then.
    const late =
      first || !dialog
        ? null
        : new MutationObserver(() => {
            const target = dialog.querySelector<HTMLElement>('[data-autofocus]');
            if (!target) return;
            late?.disconnect();
            if (document.activeElement === dialog) target.focus();
          });
    late?.observe(dialog as HTMLElement, { childList: true, subtree: true });
    document.body.dataset.modalOpen = 'true';
    return () => {
      late?.disconnect();
      delete document.body.dataset.modalOpen;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape' && closable) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closable]);

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
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert'),
  );
  if (focusable.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!dialog.contains(active)) {
    event.preventDefault();
    first?.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}
