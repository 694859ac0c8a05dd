import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { AMOUNT_MAX_LENGTH } from '../lib/amount-rules.ts';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A translated error under the field. */
  error?: string | undefined;
  /** A translated hint (the limits). */
  hint?: string | undefined;
  /** Characters the input holds: §9's 10 unless a form says otherwise (a withdrawal's 20, §5). */
  maxLength?: number;
}

/** The amount input of §5: at most 10 characters, a decimal keyboard on phones. */
export function AmountField({
  value,
  onChange,
  onBlur,
  error,
  hint,
  maxLength = AMOUNT_MAX_LENGTH,
}: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('cashier.amount.label')}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      error={error}
      hint={hint}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
