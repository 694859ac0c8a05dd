import controls from '../game/controls.module.css';
import { useMessages } from '../i18n/index.ts';
import type { BetField as BetFieldState } from './use-bet-field.ts';
import styles from './bet-field.module.css';

/** The bet: ½, the amount typed in the session's currency, and 2×. */
export function BetField({
  field,
  currency,
  disabled,
  problemId,
}: {
  field: BetFieldState;
  currency: string;
  disabled: boolean;
  /** The element that says what is wrong with the amount (BetProblem). */
  problemId: string;
}) {
  const { t } = useMessages();
  return (
    <div className={styles.field} role="group" aria-label={t('bet')}>
      <button
        type="button"
        className={controls.round}
        onClick={field.halve}
        disabled={disabled || !field.canHalve}
        aria-label={t('betHalf')}
      >
        <span aria-hidden="true">½</span>
      </button>
      <label className={styles.amount}>
        <span className={styles.label}>{t('bet')}</span>
        <span className={styles.input}>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            maxLength={10}
            value={field.text}
            disabled={disabled}
            aria-invalid={field.problem !== null || undefined}
            aria-describedby={problemId}
            onChange={(event) => field.type(event.target.value)}
          />
          <span className={styles.currency} aria-hidden="true">
            {currency}
          </span>
        </span>
      </label>
      <button
        type="button"
        className={controls.round}
        onClick={field.double}
        disabled={disabled || !field.canDouble}
        aria-label={t('betDouble')}
      >
        <span aria-hidden="true">2×</span>
      </button>
    </div>
  );
}

/** What is wrong with the typed bet, said where the player looks at the quote; empty when nothing is. */
export function BetProblem({
  id,
  field,
  money,
  example,
}: {
  id: string;
  field: BetFieldState;
  money: (amount: number) => string;
  /** An amount written as the field expects it. */
  example: string;
}) {
  const { t } = useMessages();
  const text = (() => {
    switch (field.problem) {
      case null:
        return '';
      case 'format':
        return t('betFormat', { example });
      case 'below-min':
        return t('betBelowMin', { amount: money(field.limits.min) });
      case 'above-max':
        return t('betAboveMax', { amount: money(field.limits.max) });
      case 'above-balance':
        return t('insufficientFunds');
    }
  })();
  return (
    <p id={id} className={styles.problem} aria-live="polite" data-testid="bet-problem">
      {text}
    </p>
  );
}
