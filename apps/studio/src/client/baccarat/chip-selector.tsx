/** The table's chips: one is chosen at a time and a click on a betting spot adds it. */
import { formatNumber, minorDigits, type Language } from '@casino/rules';
import type { GameMessages } from '../i18n/game-messages.ts';
import type { BaccaratMessages } from './messages/en.ts';
import styles from './chip-selector.module.css';

export interface ChipSelectorProps {
  readonly chips: readonly number[];
  readonly chosen: number;
  readonly currency: string;
  readonly language: Language;
  readonly texts: GameMessages<BaccaratMessages>;
  money(amount: number): string;
  onChoose(chip: number): void;
}

export function ChipSelector({
  chips,
  chosen,
  currency,
  language,
  texts,
  money,
  onChoose,
}: ChipSelectorProps) {
  return (
    <div className={styles.chips} role="group" aria-label={texts.t('chips')}>
      {chips.map((chip, index) => (
        <button
          key={chip}
          type="button"
          className={`${styles.chip} ${styles[`tier${index % 6}`] ?? ''}`}
          aria-pressed={chip === chosen}
          aria-label={texts.t('chipLabel', { amount: money(chip) })}
          onClick={() => onChoose(chip)}
        >
          <span aria-hidden="true">{chipFace(chip, currency, language)}</span>
        </button>
      ))}
    </div>
  );
}

/** What a chip has printed on it: its value without the currency, short (0.10, 5, 20, 1K). */
export function chipFace(chip: number, currency: string, language: Language): string {
  const major = chip / 10 ** minorDigits(currency);
  if (major >= 1_000_000 && major % 1_000_000 === 0) return `${formatNumber(major / 1_000_000, language)}M`;
  if (major >= 1_000 && major % 1_000 === 0) return `${formatNumber(major / 1_000, language)}K`;
  return formatNumber(major, language, Number.isInteger(major) ? 0 : minorDigits(currency));
}
