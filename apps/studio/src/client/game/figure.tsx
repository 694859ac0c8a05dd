import type { ReactNode } from 'react';
import styles from './figure.module.css';

/** A labelled figure of the game: balance, bet, last win. */
export function Figure({
  label,
  children,
  note,
  tone,
}: {
  label: string;
  children: ReactNode;
  note?: string | null;
  tone?: 'win';
}) {
  return (
    <div className={`${styles.figure} ${tone === 'win' ? styles.win : ''}`}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
      {note ? <span className={styles.note}>{note}</span> : null}
    </div>
  );
}
