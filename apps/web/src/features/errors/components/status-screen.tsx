import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

/** A centred message with a title, a line of text and an action: 404, crash and blocked-country screens. */
export function StatusScreen({
  code,
  title,
  description,
  action,
  headingLevel = 1,
}: {
  code?: string;
  title: string;
  description: string;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.screen}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
