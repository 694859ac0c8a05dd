import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import panel from '../../../components/ui/panel.module.css';

const EMPTY: ChangePasswordRequest = { oldPassword: '', password: '', passwordConfirmation: '' };

/** Change password (§5): old, new and confirmation; on success the form empties and `onChanged` runs. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  // The answer of the last attempt: a new attempt clears it.
  const serverError = change.error ? apiErrorMessage(t, change.error) : null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    defaultValues: EMPTY,
    resolver: zodResolver(changePasswordRequestSchema),
  });
  const toggle = { showLabel: t('account.security.show'), hideLabel: t('account.security.hide') };

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        showToast({ kind: 'success', text: 'account.toasts.passwordChanged', translate: true });
        onChanged();
      },
    });
  });

  return (
    <form
      className={panel.panel}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title" className={panel.heading}>
        {t('account.security.passwordTitle')}
      </h2>
      <PasswordField
        label={t('account.security.oldPassword')}
        autoComplete="current-password"
        error={fieldErrorText(t, errors.oldPassword?.message)}
        {...toggle}
        {...register('oldPassword')}
      />
      <PasswordField
        label={t('account.security.newPassword')}
        autoComplete="new-password"
        hint={t('account.security.passwordHint')}
        error={fieldErrorText(t, errors.password?.message)}
        {...toggle}
        {...register('password')}
      />
      <PasswordField
        label={t('account.security.passwordConfirmation')}
        autoComplete="new-password"
        error={fieldErrorText(t, errors.passwordConfirmation?.message)}
        {...toggle}
        {...register('passwordConfirmation')}
      />
      <FormError>{serverError}</FormError>
      <div className={panel.actions}>
        <Button type="submit" disabled={change.isPending}>
          {t(change.isPending ? 'account.security.submitting' : 'account.security.submit')}
        </Button>
      </div>
    </form>
  );
}
