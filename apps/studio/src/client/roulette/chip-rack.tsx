import type { RouletteNames } from './use-roulette-names.ts';
import styles from './bet-toolbar.module.css';

/** The chip values of the table; the chosen one is what a click places. */
export function ChipRack({
  chips,
  chip,
  names,
  money,
  chipText,
  onChip,
}: {
  readonly chips: readonly number[];
  readonly chip: number;
  readonly names: RouletteNames;
  money(amount: number): string;
  chipText(amount: number): string;
  onChip(chip: number): void;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={names.game.t('chipsLabel')}>
      {chips.map((value, index) => (
        <button
          key={value}
          type="button"
          className={styles.chip}
          data-tier={index % 6}
          aria-pressed={value === chip}
          aria-label={names.game.t('chipName', { amount: money(value) })}
          onClick={() => onChip(value)}
        >
          {chipText(value)}
        </button>
      ))}
    </div>
  );
}
