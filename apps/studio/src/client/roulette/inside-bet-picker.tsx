import { useId } from 'react';
import { rouletteBetKey, type RouletteInsideKind, type RouletteInsidePosition } from '@casino/game-math';
import { insidePositionsWith } from './roulette-bets.ts';
import { KIND_NAMES, type RouletteNames } from './use-roulette-names.ts';
import styles from './inside-bet-picker.module.css';

export const INSIDE_KINDS: readonly RouletteInsideKind[] = [
  'straight',
  'split',
  'street',
  'corner',
  'six-line',
];

export interface InsideBetPickerProps {
  readonly kind: RouletteInsideKind;
  /** The number chosen on the table, whose bets of `kind` are offered. */
  readonly chosen: number | null;
  readonly amounts: ReadonlyMap<string, number>;
  readonly disabled: boolean;
  readonly names: RouletteNames;
  money(amount: number): string;
  onKind(kind: RouletteInsideKind): void;
  onPlace(position: RouletteInsidePosition): void;
}

/**
 * The bet type a number's click places: straight up at once, or, for a split, street, corner or six line, the
 * positions of that kind that include the chosen number, one button each. Every inside position is reachable
 * this way by keyboard.
 */
export function InsideBetPicker({
  kind,
  chosen,
  amounts,
  disabled,
  names,
  money,
  onKind,
  onPlace,
}: InsideBetPickerProps) {
  const { game } = names;
  const headingId = useId();
  const positions = chosen === null || kind === 'straight' ? [] : insidePositionsWith(chosen, kind);
  return (
    <div className={styles.picker}>
      <div className={styles.kinds} role="group" aria-label={game.t('betType')}>
        {INSIDE_KINDS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.kind}
            aria-pressed={option === kind}
            onClick={() => onKind(option)}
          >
            {game.t(KIND_NAMES[option])}
          </button>
        ))}
      </div>
      {kind !== 'straight' ? (
        <div className={styles.choices} aria-live="polite">
          {chosen === null ? (
            <p className={styles.hint}>{game.t('pickHint')}</p>
          ) : positions.length === 0 ? (
            <p className={styles.hint}>{game.t('noneWith', { number: chosen })}</p>
          ) : (
            <>
              <p id={headingId} className={styles.hint}>
                {game.t('betsWith', { number: names.number(chosen) })}
              </p>
              <ul className={styles.list} aria-labelledby={headingId}>
                {positions.map((position) => {
                  const key = rouletteBetKey(position);
                  const amount = amounts.get(key);
                  const name = names.position(position);
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        className={styles.choice}
                        disabled={disabled}
                        onClick={() => onPlace(position)}
                      >
                        {amount ? game.t('amountOn', { name, amount: money(amount) }) : name}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
