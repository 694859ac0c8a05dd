import type { BlackjackAction } from '@casino/game-math';
import { useGameMessages } from '../i18n/game-messages.ts';
import type { BlackjackChoice } from './blackjack-moves.ts';
import { actionLabel } from './blackjack-texts.ts';
import { BLACKJACK_TEXTS } from './messages/index.ts';
import styles from './blackjack-game.module.css';

const SHORTCUTS: Partial<Record<BlackjackAction, string>> = { hit: 'h', stand: 's', double: 'd', split: 'p' };

/**
 * The decisions the player may take now, one button each. A decision that stakes more shows what it costs and
 * is disabled when the balance does not cover it; the hinted decision is marked (and said in text elsewhere).
 */
export function BlackjackDecisions({
  choices,
  hinted,
  money,
  onDecide,
}: {
  choices: readonly BlackjackChoice[];
  hinted: BlackjackAction | null;
  money: (amount: number) => string;
  onDecide(action: BlackjackAction): void;
}) {
  const game = useGameMessages(BLACKJACK_TEXTS);
  const short = choices.some((choice) => !choice.affordable);
  return (
    <div className={styles.decisionArea}>
      <div className={styles.decisions} role="group" aria-label={game.t('actions')}>
        {choices.map(({ action, cost, affordable }) => {
          const label = actionLabel(action, game);
          return (
            <button
              key={action}
              type="button"
              className={`${styles.decision} ${action === hinted ? styles.hinted : ''}`}
              disabled={!affordable}
              aria-label={
                cost > 0 ? game.t('actionWithCost', { action: label, amount: money(cost) }) : undefined
              }
              aria-keyshortcuts={SHORTCUTS[action]}
              data-hinted={action === hinted || undefined}
              onClick={() => onDecide(action)}
            >
              {action === hinted ? (
                <span className={styles.hintMark} aria-hidden="true">
                  ★
                </span>
              ) : null}
              <span>{label}</span>
              {cost > 0 ? (
                <span className={styles.cost} aria-hidden="true">
                  +{money(cost)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {short ? <p className={styles.short}>{game.t('notEnoughForExtra')}</p> : null}
    </div>
  );
}
