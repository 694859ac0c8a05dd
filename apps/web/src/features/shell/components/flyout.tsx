import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './flyout.module.css';

const VIEWPORT_MARGIN_PX = 8;
/** Opening one flyout closes the others (the pointer may rest on one while the keyboard opens another). */
const OPEN_EVENT = 'lumen:flyout-open';

/**
 * A flyout of the collapsed sidebar (§2.8): an icon button whose panel (200 px wide, at most 450 px high,
 * scrolling) opens beside the sidebar on hover, on keyboard focus, on click or Enter, and closes on
 * Escape (focus returns to the button), when the pointer or the focus leaves, or when an entry is chosen.
 *
 * The panel is `position: fixed` so the sidebar's own scrolling does not clip it; its place is measured
 * from the button when it opens.
 */
export function Flyout({
  label,
  icon,
  title,
  children,
}: {
  /** The button's accessible name and the panel's label. */
  label: string;
  icon: ReactNode;
  /** The panel's visible heading; `label` when omitted. */
  title?: ReactNode;
  /** The entries; `close` dismisses the flyout after a choice. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useLayoutEffect(() => {
    const item = itemRef.current;
    const panel = panelRef.current;
    if (!open || !item || !panel) return;
    const rect = item.getBoundingClientRect();
    const headerHeight =
      parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
    const lowest = window.innerHeight - panel.offsetHeight - VIEWPORT_MARGIN_PX;
    const top = Math.max(headerHeight + VIEWPORT_MARGIN_PX, Math.min(rect.top, lowest));
    panel.style.top = `${top}px`;
    panel.style.left = `${rect.right}px`;
  }, [open]);

  useEffect(() => {
    const onOtherOpen = (event: Event) => {
      if (event instanceof CustomEvent && event.detail !== panelId) setOpen(false);
    };
    document.addEventListener(OPEN_EVENT, onOtherOpen);
    return () => document.removeEventListener(OPEN_EVENT, onOtherOpen);
  }, [panelId]);

  const show = () => {
    setOpen(true);
    document.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: panelId }));
  };
  const close = () => setOpen(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  };

  return (
    // The wrapper only tracks hover and focus leaving; every control inside is a native button or link.
    <div ref={itemRef} className={styles.item} onMouseEnter={show} onMouseLeave={close} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={show}
        onClick={show}
        onKeyDown={onKeyDown}
      >
        {icon}
      </button>
      {/* Escape inside the panel closes it and returns focus to the button. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} onKeyDown={onKeyDown}>
        <p className={styles.title} aria-hidden="true">
          {title ?? label}
        </p>
        <div role="group" aria-label={label}>
          {children(close)}
        </div>
      </div>
    </div>
  );
}
