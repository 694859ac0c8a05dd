import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/field.tsx';
import { AMOUNT_MAX_LENGTH } from '../lib/amount-rules.ts';

/**
 * The input's own props, and what react-hook-form's register() gives (name, ref, onChange, onBlur); `error` and
 * `hint` are translated. `maxLength` is §9's 10 unless a form says otherwise (a withdrawal's 20, §5).
 */
type AmountFieldProps = Omit<TextFieldProps, 'label' | 'inputMode' | 'autoComplete'>;

/** The amount input of §5: at most 10 characters, a decimal keyboard on phones. */
export function AmountField({ maxLength = AMOUNT_MAX_LENGTH, ...field }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('cashier.amount.label')}
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength}
      {...field}
    />
  );
}
