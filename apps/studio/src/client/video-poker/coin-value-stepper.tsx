import controls from '../game/controls.module.css';
import { Icon } from '../game/icons.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';

/** The coin value, − and + across the rules' values. */
export function CoinValueStepper({
  value,
  canLower,
  canRaise,
  onStep,
}: {
  /** The coin value as money. */
  value: string;
  canLower: boolean;
  canRaise: boolean;
  onStep(step: 1 | -1): void;
}) {
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  return (
    <div className={controls.stepper} role="group" aria-label={game.t('coinValue')}>
      <button
        type="button"
        className={controls.round}
        onClick={() => onStep(-1)}
        disabled={!canLower}
        aria-label={game.t('coinValueDown')}
      >
        <Icon name="minus" />
      </button>
      <div className={controls.betValue}>
        <span className={controls.betLabel}>{game.t('coinValue')}</span>
        <output className={controls.betAmount} data-testid="coin-value">
          {value}
        </output>
      </div>
      <button
        type="button"
        className={controls.round}
        onClick={() => onStep(1)}
        disabled={!canRaise}
        aria-label={game.t('coinValueUp')}
      >
        <Icon name="plus" />
      </button>
    </div>
  );
}
