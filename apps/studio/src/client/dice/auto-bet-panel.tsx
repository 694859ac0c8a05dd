import { useId } from 'react';
import { SegmentedChoice } from '../game/segmented-choice.tsx';
import { useMessages } from '../i18n/index.ts';
import { MAX_AUTO_ROLLS, type AutoBetField, type AutoBetForm } from './auto-bet-rules.ts';
import styles from './auto-bet.module.css';

export type PlayMode = 'manual' | 'auto';
const PLAY_MODES: readonly PlayMode[] = ['manual', 'auto'];

/** Manual or auto play and, in auto, the run's settings: the rolls and the optional stops. */
export function AutoBetPanel({
  mode,
  onModeChange,
  form,
  invalid,
  onFormChange,
  locked,
  example,
}: {
  mode: PlayMode;
  onModeChange(mode: PlayMode): void;
  form: AutoBetForm;
  invalid: readonly AutoBetField[];
  onFormChange(field: AutoBetField, text: string): void;
  /** A roll or a run is under way: nothing can be changed. */
  locked: boolean;
  /** An amount written as the fields expect it. */
  example: string;
}) {
  const { t } = useMessages();
  const noteId = useId();
  const field = (name: AutoBetField, label: string, error: string) => (
    <AutoField
      label={label}
      error={invalid.includes(name) ? error : null}
      note={name === 'rolls' ? null : noteId}
      value={form[name]}
      numeric={name === 'rolls'}
      onChange={(text) => onFormChange(name, text)}
    />
  );
  const amountError = t('autoAmountInvalid', { example });
  return (
    <div className={styles.panel}>
      <SegmentedChoice
        label={t('playMode')}
        options={PLAY_MODES}
        value={mode}
        labelOf={(option) => t(option === 'manual' ? 'manualPlay' : 'autoPlay')}
        onChange={onModeChange}
        disabled={locked}
        tone="soft"
      />
      {mode === 'auto' ? (
        <fieldset className={styles.fields} disabled={locked}>
          <legend className="visually-hidden">{t('autoSettings')}</legend>
          {field('rolls', t('autoRolls'), t('autoRollsHint', { max: MAX_AUTO_ROLLS }))}
          {field('profit', t('autoStopProfit'), amountError)}
          {field('loss', t('autoStopLoss'), amountError)}
          {field('win', t('autoStopWin'), amountError)}
          <p id={noteId} className={styles.note}>
            {t('autoOptional')}
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}

function AutoField({
  label,
  error,
  note,
  value,
  numeric,
  onChange,
}: {
  label: string;
  /** What is wrong with the value; null when nothing is. */
  error: string | null;
  /** The id of a note that applies to the field too. */
  note: string | null;
  value: string;
  numeric: boolean;
  onChange(text: string): void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [error === null ? null : errorId, note].filter((part) => part !== null).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        maxLength={10}
        value={value}
        aria-invalid={error !== null || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error === null ? null : (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
