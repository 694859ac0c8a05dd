import {
  ROULETTE_INSIDE_POSITIONS,
  isInsidePosition,
  rouletteBetKey,
  type RouletteBet,
  type RouletteInsidePosition,
} from '@casino/game-math';
import { cssVars } from '../lib/css-vars.ts';
import { insideSpot } from './roulette-layout.ts';
import type { RouletteNames } from './use-roulette-names.ts';
import styles from './roulette-table.module.css';

/** The positions placed by a click on a line or corner (a straight is placed on its number). */
const SPOT_POSITIONS = ROULETTE_INSIDE_POSITIONS.filter((position) => position.kind !== 'straight');

/**
 * Over the number grid: the lines and corners that take a split, street, corner or six line on a click, and
 * the chips of every inside bet where a dealer would put them. The click targets are for pointers; keyboard
 * players place the same positions through the bet-type picker, so they stay out of the tab order.
 */
export function InsideSpots({
  bets,
  winningKeys,
  disabled,
  names,
  chipText,
  onPlace,
}: {
  readonly bets: readonly RouletteBet[];
  readonly winningKeys: ReadonlySet<string>;
  readonly disabled: boolean;
  readonly names: RouletteNames;
  chipText(amount: number): string;
  onPlace(position: RouletteInsidePosition): void;
}) {
  return (
    <div className={styles.spots}>
      {SPOT_POSITIONS.map((position) => {
        const spot = insideSpot(position);
        return (
          <button
            key={rouletteBetKey(position)}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className={styles.spot}
            data-shape={spot.shape}
            style={cssVars({ '--along': spot.along, '--across': spot.across })}
            title={names.position(position)}
            disabled={disabled}
            onClick={() => onPlace(position)}
          />
        );
      })}
      {bets.map((bet) => {
        if (!isInsidePosition(bet)) return null;
        const spot = insideSpot(bet);
        const key = rouletteBetKey(bet);
        return (
          <span
            key={key}
            className={`${styles.chip} ${winningKeys.has(key) ? styles.won : ''}`}
            style={cssVars({ '--along': spot.along, '--across': spot.across })}
            aria-hidden="true"
          >
            {chipText(bet.amount)}
          </span>
        );
      })}
    </div>
  );
}
