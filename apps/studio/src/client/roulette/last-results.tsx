import { useId } from 'react';
import { rouletteColor } from '@casino/game-math';
import type { RouletteNames } from './use-roulette-names.ts';
import styles from './last-results.module.css';

/** The numbers drawn in this session, the latest first; empty until the first spin. */
export function LastResults({ recent, names }: { recent: readonly number[]; names: RouletteNames }) {
  const headingId = useId();
  const { game } = names;
  return (
    <section className={styles.recent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {game.t('lastResults')}
      </h2>
      {recent.length === 0 ? (
        <p className={styles.empty}>{game.t('noResults')}</p>
      ) : (
        <ol className={styles.list} data-testid="last-results">
          {recent.map((number, index) => (
            // The same number can come twice: its place in the strip is its identity.
            <li key={index} className={`${styles.result} ${styles[rouletteColor(number)]}`}>
              <span aria-hidden="true">{number}</span>
              <span className="visually-hidden">{names.number(number)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
