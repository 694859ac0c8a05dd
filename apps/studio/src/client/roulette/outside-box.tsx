import { rouletteBetNumbers, type RouletteOutsidePosition } from '@casino/game-math';
import { areaVars } from './area-vars.ts';
import { outsideArea } from './roulette-layout.ts';
import type { RouletteNames } from './use-roulette-names.ts';
import styles from './roulette-table.module.css';

/** An outside position's name; a column box also says what it pays, as printed on the table. */
export function outsideName(position: RouletteOutsidePosition, names: RouletteNames): string {
  const name = names.position(position);
  return position.kind === 'column' ? `${name} (2:1)` : name;
}

/** A dozen, column or even-money box of the table, with its chip. */
export function OutsideBox({
  position,
  label,
  amount,
  won,
  disabled,
  names,
  chipText,
  onPlace,
}: {
  readonly position: RouletteOutsidePosition;
  /** The accessible name, with the amount on it. */
  readonly label: string;
  readonly amount: number | undefined;
  readonly won: boolean;
  readonly disabled: boolean;
  readonly names: RouletteNames;
  chipText(amount: number): string;
  onPlace(position: RouletteOutsidePosition): void;
}) {
  return (
    <button
      type="button"
      className={`${styles.outside} ${won ? styles.wonBox : ''}`}
      style={areaVars((orientation) => outsideArea(position, orientation))}
      aria-label={label}
      disabled={disabled}
      onClick={() => onPlace(position)}
    >
      <OutsideLabel position={position} names={names} />
      {amount ? (
        <span className={`${styles.chip} ${styles.boxChip} ${won ? styles.won : ''}`}>
          {chipText(amount)}
        </span>
      ) : null}
    </button>
  );
}

/** What the box shows: its numbers, 2:1 for a column, or its word (red and black with their diamond). */
function OutsideLabel({ position, names }: { position: RouletteOutsidePosition; names: RouletteNames }) {
  const { game } = names;
  switch (position.kind) {
    case 'column':
      return <span>2:1</span>;
    case 'dozen':
    case 'low':
    case 'high': {
      const numbers = rouletteBetNumbers(position);
      return <span>{`${numbers[0]}–${numbers.at(-1)}`}</span>;
    }
    case 'red':
    case 'black':
      return (
        <span className={styles.colourBox}>
          <span className={`${styles.diamond} ${styles[position.kind]}`} aria-hidden="true" />
          <span>{game.t(position.kind === 'red' ? 'kindRed' : 'kindBlack')}</span>
        </span>
      );
    default:
      return <span>{game.t(position.kind === 'odd' ? 'kindOdd' : 'kindEven')}</span>;
  }
}
