import styles from './segmented-choice.module.css';

interface SegmentedChoiceProps<T extends string> {
  readonly label: string;
  readonly options: readonly T[];
  readonly value: T;
  readonly labelOf: (option: T) => string;
  readonly onChange: (option: T) => void;
  readonly disabled?: boolean;
  /** 'action': the chosen side is the game's main choice (orange); 'soft': a setting (violet outline). */
  readonly tone?: 'action' | 'soft';
}

/** Two or more pressed-or-not buttons of which one is chosen (roll under / over, manual / auto). */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
  disabled = false,
  tone = 'action',
}: SegmentedChoiceProps<T>) {
  return (
    <div className={`${styles.group} ${styles[tone]}`} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={value === option}
          disabled={disabled}
          onClick={() => onChange(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
