import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { formatMinutes } from '../lib/protection-format.ts';
import panel from '../../../components/ui/panel.module.css';

/** The value of the select's first option, when it has one (no limit, or off). */
export const NO_MINUTES = 'none';

/**
 * A choice of minutes (the session limit, the reality-check interval) as the page's language writes durations,
 * with an optional first option for none, then the server's answer and the save button of the panel.
 */
export function MinutesSelect({
  label,
  hint,
  value,
  onChange,
  choices,
  noneLabel,
  error,
  saving,
  saveLabel,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly number[];
  /** The label of the first option (none); no such option when absent. */
  noneLabel?: string;
  error: unknown;
  saving: boolean;
  saveLabel: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <SelectField label={label} hint={hint} value={value} onChange={(event) => onChange(event.target.value)}>
        {noneLabel ? <option value={NO_MINUTES}>{noneLabel}</option> : null}
        {choices.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {formatMinutes(minutes, language)}
          </option>
        ))}
      </SelectField>
      <FormError>{error ? apiErrorMessage(t, error) : null}</FormError>
      <div className={panel.actions}>
        <Button type="submit" disabled={saving}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}

/** The minutes a select's value stands for; null for none. */
export const minutesOf = (value: string): number | null => (value === NO_MINUTES ? null : Number(value));
