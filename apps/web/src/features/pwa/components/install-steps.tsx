import type { ReactNode } from 'react';
import styles from './install-steps.module.css';

/** A numbered list of install steps. */
export function InstallSteps({ steps }: { steps: readonly ReactNode[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
