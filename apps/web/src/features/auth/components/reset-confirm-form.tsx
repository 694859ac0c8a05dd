import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import styles from './auth-form.module.css';

/** The new password from the reset link: password and confirmation (§5). */
export function ResetConfirmForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  const mutation = useMutation({ mutationFn: confirmPasswordReset, onSuccess: onDone });
  const { errors } = form.formState;
  const show = t('auth.fields.showPassword');
  const hide = t('auth.fields.hidePassword');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate({ ...values, token }))}
    >
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        showLabel={show}
        hideLabel={hide}
        data-autofocus
        error={fieldErrorText(t, errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.fields.passwordConfirmation')}
        autoComplete="new-password"
        showLabel={show}
        hideLabel={hide}
        error={fieldErrorText(t, errors.passwordConfirmation?.message)}
        {...form.register('passwordConfirmation')}
      />
      <FormError>{mutation.isError ? apiErrorMessage(t, mutation.error) : null}</FormError>
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {t('auth.reset.save')}
      </Button>
    </form>
  );
}
