import { useState } from 'react';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { OneFieldForm } from '../ui/one-field-form.tsx';
import styles from './verify.module.css';

const MAX_ROUND_ID = 100;

/** "Verify a round": a round id field; `onVerify` gets the trimmed id. */
export function VerifyRoundForm(props: { onVerify: (roundId: string) => void }) {
  const { text } = useFairnessI18n();
  const [error, setError] = useState<string | null>(null);

  const submit = (value: string) => {
    const roundId = value.trim();
    if (roundId === '') {
      setError(text.roundIdRequired);
      return;
    }
    setError(null);
    props.onVerify(roundId);
  };

  return (
    <OneFieldForm
      className={styles.form}
      label={text.roundId}
      hint={text.roundIdHint}
      submitLabel={text.verify}
      maxLength={MAX_ROUND_ID}
      error={error}
      onSubmit={submit}
    />
  );
}
