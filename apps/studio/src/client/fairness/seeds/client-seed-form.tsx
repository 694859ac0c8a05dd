import { useId, useState, type FormEvent } from 'react';
import type { FairnessMessages } from '../i18n/en.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import { CLIENT_SEED_MAX_LENGTH, clientSeedProblem, type ClientSeedProblem } from './client-seed.ts';
import styles from './seeds.module.css';

/** A new client seed; `onSubmit` gets it trimmed once it is one the server accepts. */
export function ClientSeedForm(props: { busy: boolean; onSubmit: (clientSeed: string) => void }) {
  const { text } = useFairnessI18n();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<ClientSeedProblem | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = clientSeedProblem(value);
    setProblem(found);
    if (!found) props.onSubmit(value.trim());
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <div className={controls.inline}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={inputId}>
            {text.newClientSeed}
          </label>
          <input
            id={inputId}
            className={controls.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={CLIENT_SEED_MAX_LENGTH + 16}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          />
        </div>
        <button type="submit" className={controls.primary} disabled={props.busy}>
          {text.saveClientSeed}
        </button>
      </div>
      <p id={hintId} className={controls.hint}>
        {text.clientSeedHint}
      </p>
      {problem && (
        <p id={errorId} className={controls.fieldError} role="alert">
          {problemText(problem, text)}
        </p>
      )}
    </form>
  );
}

function problemText(problem: ClientSeedProblem, text: FairnessMessages): string {
  switch (problem) {
    case 'empty':
      return text.clientSeedEmpty;
    case 'too-long':
      return text.clientSeedTooLong;
    case 'not-printable':
      return text.clientSeedNotPrintable;
  }
}
