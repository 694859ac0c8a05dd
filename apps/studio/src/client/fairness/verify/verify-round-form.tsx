import { useId, useState, type FormEvent } from 'react';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import styles from './verify.module.css';

const MAX_ROUND_ID = 100;

/** "Verify a round": a round id field; `onVerify` gets the trimmed id. */
export function VerifyRoundForm(props: { onVerify: (roundId: string) => void }) {
  const { text } = useFairnessI18n();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const roundId = value.trim();
    if (roundId === '') {
      setError(text.roundIdRequired);
      return;
    }
    setError(null);
    props.onVerify(roundId);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={controls.inline}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={inputId}>
            {text.roundId}
          </label>
          <input
            id={inputId}
            className={controls.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={MAX_ROUND_ID}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
        </div>
        <button type="submit" className={controls.primary}>
          {text.verify}
        </button>
      </div>
      <p id={hintId} className={controls.hint}>
        {text.roundIdHint}
      </p>
      {error && (
        <p id={errorId} className={controls.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
