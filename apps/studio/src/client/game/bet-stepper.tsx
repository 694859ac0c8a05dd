import { useMessages } from '../i18n/index.ts';
import { Icon } from './icons.tsx';
import styles from './controls.module.css';

/** Bet − and + across the bet levels. */
export function BetStepper({
  bet,
  canLower,
  canRaise,
  onChange,
}: {
  bet: string;
  canLower: boolean;
  canRaise: boolean;
  onChange(step: 1 | -1): void;
}) {
  const { t } = useMessages();
  return (
    <div className={styles.stepper} role="group" aria-label={t('bet')}>
      <button
        type="button"
        className={styles.round}
        onClick={() => onChange(-1)}
        disabled={!canLower}
        aria-label={t('betDown')}
      >
        <Icon name="minus" />
      </button>
      <div className={styles.betValue}>
        <span className={styles.betLabel}>{t('bet')}</span>
        <output className={styles.betAmount} aria-live="polite">
          {bet}
        </output>
      </div>
      <button
        type="button"
        className={styles.round}
        onClick={() => onChange(1)}
        disabled={!canRaise}
        aria-label={t('betUp')}
      >
        <Icon name="plus" />
      </button>
    </div>
  );
}
