import { useEffect, useEffectEvent, type RefObject } from 'react';

/** What keyboard focus can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions {
  /** The element with role="dialog" and tabIndex -1: focus falls back to it when nothing inside can take it. */
  dialog: RefObject<HTMLElement | null>;
  /** The dialog's content, below its header: its first control takes focus when nothing is named for it. */
  body: RefObject<HTMLElement | null>;
  /** What takes focus when the dialog opens, before a `[data-autofocus]` control and the body's first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What Escape does; a dialog that cannot be dismissed leaves it out and Escape does nothing. */
  onEscape?: () => void;
}

/**
 * The keyboard side of a modal dialog: focus moves into it when it opens, Tab and Shift+Tab wrap inside it
 * while it is open, Escape dismisses it and focus returns to where it was when it closes.
 */
export function useModalFocus({
  dialog: dialogRef,
  body: bodyRef,
  initialFocus,
  onEscape,
}: ModalFocusOptions): void {
  const dismiss = useEffectEvent((): boolean => {
    if (!onEscape) return false;
    onEscape();
    return true;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      initialFocus?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    // The body may still be loading (a lazy chunk): when its autofocus control appears, and focus has not
    // moved meanwhile, focus it then.
    const late = first
      ? null
      : new MutationObserver(() => {
          const target = dialog.querySelector<HTMLElement>('[data-autofocus]');
          if (!target) return;
          late?.disconnect();
          if (document.activeElement === dialog) target.focus();
        });
    late?.observe(dialog, { childList: true, subtree: true });
    return () => {
      late?.disconnect();
      if (previous?.isConnected) previous.focus();
    };
  }, [dialogRef, bodyRef, initialFocus]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        if (dismiss()) event.preventDefault();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogRef]);
}

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (!dialog.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
