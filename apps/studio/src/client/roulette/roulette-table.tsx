import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  ROULETTE_OUTSIDE_POSITIONS,
  ROULETTE_POCKETS,
  isInsidePosition,
  rouletteBetKey,
  rouletteColor,
  type RouletteBet,
  type RouletteBetPosition,
} from '@casino/game-math';
import { areaVars } from './area-vars.ts';
import { InsideSpots } from './inside-spots.tsx';
import { OutsideBox, outsideName } from './outside-box.tsx';
import { amountsByPosition } from './roulette-bets.ts';
import {
  insideArea,
  isGridKey,
  numberAfterKey,
  numberArea,
  type TableOrientation,
} from './roulette-layout.ts';
import type { RouletteNames } from './use-roulette-names.ts';
import styles from './roulette-table.module.css';

const NUMBERS = Array.from({ length: ROULETTE_POCKETS }, (_, number) => number);

export interface RouletteTableProps {
  /** The chips to draw: the bets being placed, or the last spin's while its result is shown. */
  readonly bets: readonly RouletteBet[];
  /** Positions to mark as won, by rouletteBetKey. */
  readonly winningKeys: ReadonlySet<string>;
  readonly winningNumber: number | null;
  /** A number's click chooses it for the bet-type picker instead of betting straight up. */
  readonly choosing: boolean;
  readonly chosen: number | null;
  readonly disabled: boolean;
  readonly names: RouletteNames;
  money(amount: number): string;
  chipText(amount: number): string;
  onNumber(number: number): void;
  onPlace(position: RouletteBetPosition): void;
}

/**
 * The layout: zero, the 1–36 grid, the column bets, the dozens and the even-money boxes. The numbers are one
 * tab stop, moved through with the arrow keys as the grid is drawn; the outside boxes are buttons; the lines
 * and corners between numbers take chips on a click. Chips show their amounts.
 */
export function RouletteTable(props: RouletteTableProps) {
  const { bets, winningKeys, winningNumber, choosing, chosen, disabled, names, money, chipText } = props;
  const { game } = names;
  const table = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [focusable, setFocusable] = useState(0);
  const amounts = amountsByPosition(bets);

  // The stylesheet says which way the table is drawn at this width.
  const drawn = (): TableOrientation =>
    table.current && getComputedStyle(table.current).getPropertyValue('--orientation').trim() === 'sideways'
      ? 'sideways'
      : 'upright';

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, number: number) => {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = numberAfterKey(number, event.key, drawn());
    setFocusable(next);
    table.current?.querySelector<HTMLButtonElement>(`[data-number="${next}"]`)?.focus();
  };

  /** A position's name with the amount on it and whether it won. */
  const described = (name: string, key: string) => {
    const amount = amounts.get(key);
    const withAmount = amount ? game.t('amountOn', { name, amount: money(amount) }) : name;
    return winningKeys.has(key) ? `${withAmount}, ${game.t('winningBet')}` : withAmount;
  };

  return (
    <div className={styles.frame}>
      <div className={styles.table} ref={table} role="group" aria-label={game.t('tableLabel')}>
        <div
          className={styles.inside}
          style={areaVars(insideArea)}
          role="group"
          aria-label={game.t('numbersLabel')}
        >
          {NUMBERS.map((number) => (
            <button
              key={number}
              type="button"
              data-number={number}
              className={[
                styles.number,
                styles[rouletteColor(number)],
                number === winningNumber ? styles.winningNumber : '',
                number === chosen && choosing ? styles.chosen : '',
              ].join(' ')}
              style={areaVars((orientation) => numberArea(number, orientation))}
              tabIndex={number === focusable ? 0 : -1}
              aria-label={described(
                names.number(number),
                rouletteBetKey({ kind: 'straight', numbers: [number] }),
              )}
              aria-pressed={choosing ? number === chosen : undefined}
              aria-describedby={number === focusable ? hintId : undefined}
              disabled={disabled}
              onClick={() => {
                setFocusable(number);
                props.onNumber(number);
              }}
              onKeyDown={(event) => moveFocus(event, number)}
            >
              <span className={styles.numberText}>{number}</span>
            </button>
          ))}
          <InsideSpots
            bets={bets}
            winningKeys={winningKeys}
            disabled={disabled}
            names={names}
            chipText={chipText}
            onPlace={props.onPlace}
          />
        </div>
        {ROULETTE_OUTSIDE_POSITIONS.map((position) => {
          const key = rouletteBetKey(position);
          return (
            <OutsideBox
              key={key}
              position={position}
              label={described(outsideName(position, names), key)}
              amount={amounts.get(key)}
              won={winningKeys.has(key)}
              disabled={disabled}
              names={names}
              chipText={chipText}
              onPlace={props.onPlace}
            />
          );
        })}
      </div>
      <p id={hintId} className="visually-hidden">
        {game.t('numbersHint')}
      </p>
      {bets.length > 0 ? (
        <ul className="visually-hidden" aria-label={game.t('yourBets')}>
          {bets.map((bet) => {
            const key = rouletteBetKey(bet);
            return (
              <li key={key}>
                {described(isInsidePosition(bet) ? names.position(bet) : outsideName(bet, names), key)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
