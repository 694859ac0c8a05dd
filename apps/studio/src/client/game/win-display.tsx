import { useMessages } from '../i18n/index.ts';
import { countUpDuration, useCountUp } from '../lib/use-count-up.ts';
import styles from './win-display.module.css';

export interface WinDisplayProps {
  readonly amount: number;
  readonly bet: number;
  readonly big: boolean;
  readonly motion: boolean;
  readonly money: (amount: number) => string;
}

/** The win of the last spin or roll, counting up; give it a new key per win. */
export function WinDisplay({ amount, bet, big, motion, money }: WinDisplayProps) {
  const { t } = useMessages();
  const shown = useCountUp(amount, countUpDuration(amount, bet), motion);
  return (
    <div className={`${styles.win} ${big ? styles.big : ''}`} data-testid="win-display">
      <span className={styles.label}>{big ? t('bigWin') : t('win')}</span>
      <span className={styles.amount}>{money(shown)}</span>
    </div>
  );
}
