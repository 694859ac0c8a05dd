import { useMessages } from '../i18n/index.ts';
import type { FreeRoundsView } from '../../shared/play-api.ts';
import styles from './free-rounds.module.css';

/**
 * The free-rounds award while its rounds are played ("Free spins: 3 left · bet €0.40"), then what it won. One
 * polite live region holds both, so that every change is announced.
 */
export function FreeRoundsStatus({
  id,
  freeRounds,
  summary,
  money,
}: {
  /** The banner's id, which the Spin button points to for its description. */
  id: string;
  freeRounds: FreeRoundsView | null;
  summary: { readonly total: number } | null;
  money(amount: number): string;
}) {
  const { t } = useMessages();
  return (
    <div className={styles.region} role="status">
      {freeRounds ? (
        <p id={id} className={styles.banner}>
          {t('freeRoundsBanner', { count: freeRounds.left, bet: money(freeRounds.bet) })}
        </p>
      ) : summary ? (
        <p className={styles.summary}>
          {summary.total > 0 ? t('freeRoundsWon', { amount: money(summary.total) }) : t('freeRoundsNoWin')}
        </p>
      ) : null}
    </div>
  );
}
