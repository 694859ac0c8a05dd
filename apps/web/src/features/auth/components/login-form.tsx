import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { login } from '../api/login.ts';
import { useCompleteSignIn } from '../lib/use-complete-sign-in.ts';
import styles from './auth-form.module.css';

interface LoginFormProps {
  /** Prefills the email (the welcome-back modal passes the previous player's). */
  initialEmail?: string;
  onSuccess: () => void;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

/** Email and password; the server's answer (wrong credentials, lockout) shows above the button. */
export function LoginForm({ initialEmail = '', onSuccess, onForgotPassword, onSignUp }: LoginFormProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      completeSignIn(answer);
      onSuccess();
    },
  });
  const { errors } = form.formState;
  const prefilled = initialEmail !== '';
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        data-autofocus={prefilled ? undefined : true}
        error={fieldErrorText(t, errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        showLabel={t('auth.fields.showPassword')}
        hideLabel={t('auth.fields.hidePassword')}
        data-autofocus={prefilled ? true : undefined}
        error={fieldErrorText(t, errors.password?.message)}
        {...form.register('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t('auth.login.forgotPassword')}
        </button>
      </div>
      <FormError>{mutation.isError ? apiErrorMessage(t, mutation.error) : null}</FormError>
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {t('auth.login.submit')}
      </Button>
      <p className={styles.row}>
        <span>{t('auth.login.noAccount')}</span>
        <button type="button" className={styles.linkButton} onClick={onSignUp}>
          {t('auth.login.toSignUp')}
        </button>
      </p>
    </form>
  );
}
