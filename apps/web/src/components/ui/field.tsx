import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import styles from './field.module.css';

interface FieldText {
  /** The visible label (already translated). */
  label: ReactNode;
  /** A translated error under the control; marks the control invalid. */
  error?: string | undefined;
  /** A translated hint under the control. */
  hint?: ReactNode;
}

/** Ids that tie a control to its hint and error for assistive technology. */
function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  FieldText & { ref?: Ref<HTMLInputElement>; trailing?: ReactNode };

/** A labelled text input; works with react-hook-form's register() (name, ref, onChange, onBlur). */
export function TextField({ label, error, hint, trailing, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={ids.id}
          ref={ref}
          className={trailing ? `${styles.input} ${styles.withTrailing}` : styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Translated labels of the show / hide toggle. */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show / hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldText & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectField({ label, error, hint, className, ref, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <select
        id={ids.id}
        ref={ref}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> &
  Omit<FieldText, 'hint'> & { ref?: Ref<HTMLInputElement> };

/** A checkbox with its label beside it (the label may hold links). */
export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(error, undefined);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkbox}>
        <input
          id={ids.id}
          ref={ref}
          type="checkbox"
          className={styles.checkboxInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <label htmlFor={ids.id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldMessages hint={undefined} error={error} errorId={ids.errorId} />
    </div>
  );
}

/** A form-level error (the server's answer), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={styles.formError} role="alert">
      {children}
    </div>
  );
}
