import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentProfileField, Profile, ProfileUpdate } from '@casino/contracts';
import type { FormFieldsModalProps, ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import {
  BirthdayFields,
  profileFormValues,
  useProfile,
  useUpdateProfile,
  type ProfileFormValues,
} from '../../account/index.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { clearFormFieldFlags, formFieldFlags, writeFormFieldFlags } from '../lib/form-field-flags.ts';
import { readFormFieldsProps } from '../lib/form-fields-props.ts';
import { controlOf, formFieldsResolver } from '../lib/form-fields-resolver.ts';
import {
  missingProfileFields,
  orderedProfileFields,
  profileFieldOf,
  profileFieldsOf,
  withGameStartFields,
} from '../lib/profile-fields.ts';
import { useBankDeposit } from '../lib/use-bank-deposit.ts';
import styles from './cashier.module.css';

/**
 * FORM_FIELDS (§2.9): the profile fields a bank method needs that the player has not given yet, together with
 * those a first real-money game will need (`withGameStartFields`), so the game does not stop the player again.
 * Saving them resumes the deposit it interrupted (props: methodId, amount in minor units, promoCode, and the
 * fields when the server named them), straight on to the provider's page.
 */
export default function FormFieldsModal({ props }: ModalBodyProps<'FORM_FIELDS'>) {
  const request = readFormFieldsProps(props);
  const profile = useProfile();
  const methods = usePaymentMethods();
  // A crash closes the modal and is logged (modal host): there is no deposit to resume.
  if (!request) throw new Error('FORM_FIELDS needs the deposit to resume (methodId, amount)');
  if (!profile.data || (!request.fields && !methods.data))
    return (
      <LoadState
        failed={profile.isError || methods.isError}
        onRetry={() => void Promise.all([profile.refetch(), methods.refetch()])}
        lines={3}
      />
    );
  const method = methods.data?.items.find((item) => item.id === request.methodId);
  const forDeposit = request.fields ?? missingProfileFields(profile.data, method?.requiredFields ?? []);
  const fields = withGameStartFields(profile.data, forDeposit);
  return (
    <FormFieldsForm
      profile={profile.data}
      request={request}
      initialFields={fields}
      askedForGame={fields.length > forDeposit.length}
    />
  );
}

/** The profile form's autocomplete tokens of the text fields a method may need. */
const AUTOCOMPLETE: Record<Exclude<PaymentProfileField, 'birthday'>, string> = {
  firstName: 'given-name',
  surename: 'family-name',
  address: 'street-address',
  city: 'address-level2',
  postCode: 'postal-code',
};

function FormFieldsForm({
  profile,
  request,
  initialFields,
  askedForGame,
}: {
  profile: Profile;
  request: FormFieldsModalProps;
  initialFields: PaymentProfileField[];
  /** Some fields are asked for the first real-money game rather than the payment. */
  askedForGame: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const deposit = useBankDeposit();
  // Fixed while the modal is open (a saved profile no longer lacks them); the server may add more.
  const [fields, setFields] = useState(initialFields);
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    defaultValues: profileFormValues(profile),
    resolver: formFieldsResolver(fields),
  });

  useEffect(() => {
    writeFormFieldFlags(formFieldFlags(fields));
    return clearFormFieldFlags;
  }, [fields]);

  const error = (field: keyof ProfileFormValues) => fieldErrorText(t, errors[field]?.message);
  const shownControls = new Set<string>(fields.map(controlOf));
  const otherFieldInvalid = Object.keys(errors).some((control) => !shownControls.has(control));

  const onSaveError = (failure: unknown) => {
    const placed =
      failure instanceof ApiError
        ? failure.details.filter((detail) => {
            const field = profileFieldOf(detail);
            if (!field || !fields.includes(field)) return false;
            setError(controlOf(field), { type: 'server', message: detail.message });
            return true;
          })
        : [];
    setFormError(placed.length > 0 ? null : apiErrorMessage(t, failure));
  };

  const onPayError = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'profile_incomplete')
      setFields((shown) => orderedProfileFields([...shown, ...profileFieldsOf(failure.details)]));
    setFormError(apiErrorMessage(t, failure));
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    update.mutate(values, {
      onSuccess: () =>
        deposit.pay(request, {
          onError: onPayError,
          beforeRedirect: () => {
            clearFormFieldFlags();
            setLeaving(true);
          },
        }),
      onError: onSaveError,
    });
  });

  const busy = update.isPending || deposit.isPending || leaving;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('cashier.formFields.form')}
    >
      <p className={styles.note}>{t('cashier.formFields.why')}</p>
      {askedForGame ? <p className={styles.note}>{t('cashier.formFields.gameStartToo')}</p> : null}
      {fields.map((field, index) =>
        field === 'birthday' ? (
          <BirthdayFields key={field} register={register} error={error('birthDay')} />
        ) : (
          <TextField
            key={field}
            label={t(`account.profile.${field}`)}
            autoComplete={AUTOCOMPLETE[field]}
            required
            data-autofocus={index === 0 ? true : undefined}
            error={error(field)}
            {...register(field)}
          />
        ),
      )}
      <FormError>{otherFieldInvalid ? t('cashier.formFields.otherFieldInvalid') : formError}</FormError>
      <Button type="submit" fullWidth disabled={busy}>
        {t(busy ? 'cashier.deposit.submitting' : 'cashier.formFields.submit')}
      </Button>
    </form>
  );
}
