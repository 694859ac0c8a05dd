/** Undo, clear, repeat the last round's bets and double: the changes to the bets besides adding a chip. */
import controls from '../game/controls.module.css';
import type { GameMessages } from '../i18n/game-messages.ts';
import type { BaccaratMessages } from './messages/en.ts';
import styles from './bet-actions.module.css';

export interface BetActionsProps {
  readonly canUndo: boolean;
  readonly canClear: boolean;
  readonly canRepeat: boolean;
  readonly canDouble: boolean;
  readonly texts: GameMessages<BaccaratMessages>;
  onUndo(): void;
  onClear(): void;
  onRepeat(): void;
  onDouble(): void;
}

export function BetActions(props: BetActionsProps) {
  const { texts } = props;
  const actions = [
    { text: 'undo', label: 'undoLabel', enabled: props.canUndo, run: props.onUndo },
    { text: 'clear', label: 'clearLabel', enabled: props.canClear, run: props.onClear },
    { text: 'repeat', label: 'repeatLabel', enabled: props.canRepeat, run: props.onRepeat },
    { text: 'double', label: 'doubleLabel', enabled: props.canDouble, run: props.onDouble },
  ] as const;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action.text}
          type="button"
          className={controls.secondary}
          aria-label={texts.t(action.label)}
          title={texts.t(action.label)}
          disabled={!action.enabled}
          onClick={action.run}
        >
          {texts.t(action.text)}
        </button>
      ))}
    </div>
  );
}
