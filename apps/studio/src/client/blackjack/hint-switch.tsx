import { useGameMessages } from '../i18n/game-messages.ts';
import { BLACKJACK_TEXTS } from './messages/index.ts';
import styles from './blackjack-game.module.css';

/** The Hint switch: on, the table shows basic strategy's move for every decision. */
export function HintSwitch({ on, onToggle }: { on: boolean; onToggle(): void }) {
  const game = useGameMessages(BLACKJACK_TEXTS);
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={onToggle}>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchKnob} />
      </span>
      <span>{game.t('hint')}</span>
    </button>
  );
}
