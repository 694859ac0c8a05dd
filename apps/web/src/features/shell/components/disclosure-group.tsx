import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from './sidebar-icons.tsx';
import styles from './disclosure-group.module.css';

/**
 * A collapsible sidebar group: a button with aria-expanded controlling the list under it.
 * `children` receives the list's id and whether it is hidden.
 */
export function DisclosureGroup({
  label,
  icon,
  badge,
  badgeLabel,
  defaultOpen = false,
  children,
}: {
  label: string;
  icon: ReactNode;
  /** Short visible text beside the label ("8,000+"); `badgeLabel` is what screen readers hear. */
  badge?: string;
  badgeLabel?: string;
  defaultOpen?: boolean;
  children: (listId: string, hidden: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={badge && badgeLabel ? `${label}, ${badgeLabel}` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{label}</span>
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
        <ChevronIcon className={styles.chevron} size={18} />
      </button>
      <div className={styles.panel}>{children(listId, !open)}</div>
    </div>
  );
}
