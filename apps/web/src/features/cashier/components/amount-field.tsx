import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { AMOUNT_MAX_LENGTH } from '../lib/amount-rules.ts';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A translated error under the field. */
  error?: string | undefined;
  /** A translated hint (the limits). */
  hint?: string | undefined;
}

/** The amount input of §5: at most 10 characters, a decimal keyboard on phones. */
export function AmountField({ value, onChange, error, hint }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('cashier.amount.label')}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      maxLength={AMOUNT_MAX_LENGTH}
      value={value}
      error={error}
      hint={hint}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
}
