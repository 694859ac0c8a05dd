import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile, ProfileUpdate } from '@casino/contracts';
import type { ProfileField } from '@casino/rules';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BirthdayFields } from '../components/birthday-fields.tsx';
import { GenderField } from '../components/gender-field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { profileFormResolver, profileFormValues, type ProfileFormValues } from '../lib/profile-form.ts';
import styles from './profile-requirements-modal.module.css';

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'surename', 'gender', 'birthday'];

/** The fields the game-start check found missing, in form order; the birthday when none is named. */
function missingFields(listed: readonly ProfileField[]): ProfileField[] {
  const fields = PROFILE_FIELDS.filter((field) => listed.includes(field));
  return fields.length > 0 ? fields : ['birthday'];
}

/**
 * PROFILE_REQUIREMENTS_MODAL (§5): asks for the profile fields a real-money game needs, saves them, then runs
 * props.onContinue, which resumes what was interrupted (starting the game).
 */
export default function ProfileRequirementsModal({
  props,
  close,
}: ModalBodyProps<'PROFILE_REQUIREMENTS_MODAL'>) {
  const profile = useProfile();
  if (!profile.data)
    return <LoadState failed={profile.isError} onRetry={() => void profile.refetch()} lines={3} />;
  return (
    <RequirementsForm
      profile={profile.data}
      fields={missingFields(props.missing)}
      onDone={() => {
        close();
        props.onContinue();
      }}
    />
  );
}

/** The profile rules of §5, plus: each field the game needs must be given. */
function requirementsResolver(
  fields: readonly ProfileField[],
): Resolver<ProfileFormValues, unknown, ProfileUpdate> {
  return async (values, context, options) => {
    const result = await profileFormResolver(values, context, options);
    const errors: FieldErrors<ProfileFormValues> = { ...result.errors };
    const empty = (field: keyof ProfileFormValues) => values[field].trim() === '';
    const requireField = (field: keyof ProfileFormValues, given: boolean) => {
      if (!given && !errors[field]) errors[field] = { type: 'required', message: 'validation.required' };
    };
    if (fields.includes('firstName')) requireField('firstName', !empty('firstName'));
    if (fields.includes('surename')) requireField('surename', !empty('surename'));
    if (fields.includes('gender')) requireField('gender', !empty('gender'));
    if (fields.includes('birthday'))
      requireField('birthDay', !empty('birthDay') && !empty('birthMonth') && !empty('birthYear'));
    return Object.keys(errors).length === 0 ? result : { values: {}, errors };
  };
}

function RequirementsForm({
  profile,
  fields,
  onDone,
}: {
  profile: Profile;
  fields: ProfileField[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // The answer of the last attempt: a new attempt clears it.
  const serverError = update.error ? apiErrorMessage(t, update.error) : null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    defaultValues: profileFormValues(profile),
    resolver: requirementsResolver(fields),
  });
  const error = (field: keyof ProfileFormValues) => fieldErrorText(t, errors[field]?.message);

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        showToast({ kind: 'success', text: 'account.toasts.profileUpdated', translate: true });
        onDone();
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.text}>{t('account.requirements.text')}</p>
      {fields.includes('firstName') ? (
        <TextField
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          required
          error={error('firstName')}
          {...register('firstName')}
        />
      ) : null}
      {fields.includes('surename') ? (
        <TextField
          label={t('account.profile.surename')}
          autoComplete="family-name"
          required
          error={error('surename')}
          {...register('surename')}
        />
      ) : null}
      {fields.includes('gender') ? <GenderField register={register} error={error('gender')} /> : null}
      {fields.includes('birthday') ? <BirthdayFields register={register} error={error('birthDay')} /> : null}
      <FormError>{serverError}</FormError>
      <Button type="submit" fullWidth disabled={update.isPending}>
        {t('account.requirements.continue')}
      </Button>
    </form>
  );
}
