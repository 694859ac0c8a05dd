import type { RouletteNames } from './use-roulette-names.ts';
import styles from './bet-toolbar.module.css';

export interface BetActionsProps {
  readonly canUndo: boolean;
  readonly canRepeat: boolean;
  readonly canDouble: boolean;
  readonly names: RouletteNames;
  onUndo(): void;
  onClear(): void;
  onRepeat(): void;
  onDouble(): void;
}

/** Undo the last placement, clear the table, repeat the last spin's bets, double every bet. */
export function BetActions(props: BetActionsProps) {
  const { game } = props.names;
  return (
    <div className={styles.actions} role="group" aria-label={game.t('betActions')}>
      <button type="button" className={styles.action} disabled={!props.canUndo} onClick={props.onUndo}>
        <span aria-hidden="true">↶</span> {game.t('undo')}
      </button>
      <button type="button" className={styles.action} disabled={!props.canUndo} onClick={props.onClear}>
        <span aria-hidden="true">✕</span> {game.t('clear')}
      </button>
      <button type="button" className={styles.action} disabled={!props.canRepeat} onClick={props.onRepeat}>
        <span aria-hidden="true">↻</span> {game.t('repeat')}
      </button>
      <button type="button" className={styles.action} disabled={!props.canDouble} onClick={props.onDouble}>
        <span aria-hidden="true">×2</span> {game.t('double')}
      </button>
    </div>
  );
}
