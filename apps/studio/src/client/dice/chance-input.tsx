import { useId, useState } from 'react';
import { useMessages } from '../i18n/index.ts';
import { formatPercent } from '@casino/rules';
import styles from './dice-game.module.css';

/** The win chance: a slider and a number field, kept within the game's limits. */
export function ChanceInput({
  chance,
  min,
  max,
  disabled,
  onChange,
}: {
  chance: number;
  min: number;
  max: number;
  disabled: boolean;
  onChange(chance: number): void;
}) {
  const { t, language } = useMessages();
  const sliderId = useId();
  const numberId = useId();
  const hintId = useId();
  // What the player is typing, until it is a chance within the limits (or the field loses focus).
  const [typed, setTyped] = useState<string | null>(null);
  const typedValue = typed === null ? null : Number(typed.replace(',', '.'));
  const outOfRange = typedValue !== null && !(typedValue >= min && typedValue <= max);

  return (
    <div className={styles.chance}>
      <div className={styles.chanceRow}>
        <label htmlFor={sliderId} className={styles.fieldLabel}>
          {t('winChance')}
        </label>
        <span className={styles.numberField}>
          <input
            id={numberId}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={0.01}
            value={typed ?? chance.toFixed(2)}
            disabled={disabled}
            aria-label={t('winChance')}
            aria-invalid={outOfRange || undefined}
            aria-describedby={hintId}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              const value = Number(text.replace(',', '.'));
              if (text !== '' && value >= min && value <= max) onChange(value);
            }}
            onBlur={() => setTyped(null)}
          />
          <span aria-hidden="true">%</span>
        </span>
      </div>
      <input
        id={sliderId}
        className={styles.slider}
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={chance}
        disabled={disabled}
        aria-valuetext={formatPercent(chance / 100, language)}
        onChange={(event) => {
          setTyped(null);
          onChange(Number(event.target.value));
        }}
      />
      <p id={hintId} className={outOfRange ? styles.hintError : styles.hint}>
        {t('chanceRange', {
          min: formatPercent(min / 100, language),
          max: formatPercent(max / 100, language),
        })}
      </p>
    </div>
  );
}
