import { Button } from '@casino/ui';
import { useId, useState, type FormEvent } from 'react';
import controls from './controls.module.css';

export interface OneFieldFormProps {
  className: string | undefined;
  label: string;
  hint: string;
  submitLabel: string;
  maxLength: number;
  /** The message of what is wrong with the last value sent, shown under the field. */
  error: string | null;
  busy?: boolean;
  /** The field's value as typed; checking and trimming it is the caller's. */
  onSubmit: (value: string) => void;
}

/** A form of one text field, its submit button beside it, a hint and the field's error. */
export function OneFieldForm(props: OneFieldFormProps) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(value);
  };

  return (
    <form className={props.className} onSubmit={submit} noValidate>
      <div className={controls.inline}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={inputId}>
            {props.label}
          </label>
          <input
            id={inputId}
            className={controls.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={props.maxLength}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={props.error !== null}
            aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
          />
        </div>
        <Button variant="primary" size="sm" type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
      <p id={hintId} className={controls.hint}>
        {props.hint}
      </p>
      {props.error && (
        <p id={errorId} className={controls.fieldError} role="alert">
          {props.error}
        </p>
      )}
    </form>
  );
}
