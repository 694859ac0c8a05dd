import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import styles from './auth-form.module.css';

/** Asks for the reset link. The answer is the same whether the address has an account or not. */
export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      showToast({ kind: 'success', text: 'auth.reset.sent', translate: true });
      onSent();
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <p className={styles.claim}>{t('auth.reset.intro')}</p>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
        error={fieldErrorText(t, form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <FormError>{mutation.isError ? apiErrorMessage(t, mutation.error) : null}</FormError>
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {t('auth.reset.send')}
      </Button>
    </form>
  );
}
