import { useState } from 'react';
import type { FairnessMessages } from '../i18n/en.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { OneFieldForm } from '../ui/one-field-form.tsx';
import { CLIENT_SEED_MAX_LENGTH, clientSeedProblem, type ClientSeedProblem } from './client-seed.ts';
import styles from './seeds.module.css';

/** A new client seed; `onSubmit` gets it trimmed once it is one the server accepts. */
export function ClientSeedForm(props: { busy: boolean; onSubmit: (clientSeed: string) => void }) {
  const { text } = useFairnessI18n();
  const [problem, setProblem] = useState<ClientSeedProblem | null>(null);

  const submit = (value: string) => {
    const found = clientSeedProblem(value);
    setProblem(found);
    if (!found) props.onSubmit(value.trim());
  };

  return (
    <OneFieldForm
      className={styles.card}
      label={text.newClientSeed}
      hint={text.clientSeedHint}
      submitLabel={text.saveClientSeed}
      maxLength={CLIENT_SEED_MAX_LENGTH + 16}
      error={problem ? problemText(problem, text) : null}
      busy={props.busy}
      onSubmit={submit}
    />
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
