import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { registrationRequestSchema } from '@casino/contracts';
import { LANGUAGE_CURRENCY, PLAYER_CURRENCIES, type Language, type PlayerCurrency } from '@casino/rules';
import { Button } from '../../../components/ui/button.tsx';
import {
  CheckboxField,
  FormError,
  PasswordField,
  SelectField,
  TextField,
} from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { loadGeo } from '../../../lib/geo.ts';
import { rememberedReferralCode, useVisitorOffer } from '../../../lib/market.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useCountries } from '../../../lib/countries.ts';
import { register as registerAccount } from '../api/register.ts';
import { countryOptions } from '../../../lib/country-options.ts';
import { markSignUpCompleted, markSignUpStarted } from '../lib/sign-up-status.ts';
import { useCompleteSignIn } from '../lib/use-complete-sign-in.ts';
import { PromoCodeField } from './promo-code-field.tsx';
import { TermsLabel } from './terms-label.tsx';
import styles from './auth-form.module.css';

type SignUpInput = z.input<typeof registrationRequestSchema>;
type SignUpOutput = z.output<typeof registrationRequestSchema>;

/** §3: the currency of the page's language, when a player account can hold it. */
export function defaultCurrency(language: Language): PlayerCurrency {
  const currency = LANGUAGE_CURRENCY[language];
  return (PLAYER_CURRENCIES as readonly string[]).includes(currency) ? (currency as PlayerCurrency) : 'EUR';
}

/** The sign-up form (§5): email, password, currency, country, the over-18/terms checkbox and a promo code. */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const completeSignIn = useCompleteSignIn();
  const countries = useCountries();
  // §4: a UK visitor without a referral code is offered EUR only.
  const offeredCurrency = useVisitorOffer().currency;
  const currencies = offeredCurrency ? [offeredCurrency] : PLAYER_CURRENCIES;
  const options = useMemo(
    () => countryOptions(countries.data?.items ?? [], language),
    [countries.data, language],
  );
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: zodResolver(registrationRequestSchema),
    defaultValues: {
      email: '',
      password: '',
      currency: offeredCurrency ?? defaultCurrency(language),
      country: '',
      language,
    },
  });
  const { setValue, getValues } = form;

  useEffect(() => markSignUpStarted(), []);

  // Preselect the visitor's country when the list has it and the player has not chosen yet.
  useEffect(() => {
    if (options.length === 0) return;
    let active = true;
    void loadGeo().then((geo) => {
      const code = geo?.country;
      if (!active || !code || getValues('country') !== '') return;
      if (options.some((option) => option.code === code)) setValue('country', code);
    });
    return () => {
      active = false;
    };
  }, [options, getValues, setValue]);

  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: (answer) => {
      markSignUpCompleted();
      completeSignIn(answer);
      onSuccess();
    },
    // A code the bonus engine refuses is said under the code's own field.
    onError: (failure) => {
      const code = failure instanceof ApiError ? failure.code : null;
      if (code === 'invalid_promo_code' || code === 'no_such_code')
        form.setError('promoCode', { type: 'server', message: `apiErrors.${code}` });
    },
  });
  const { errors } = form.formState;
  const error = (message: string | undefined) => fieldErrorText(t, message);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const referralCode = rememberedReferralCode();
        mutation.mutate({ ...values, language, ...(referralCode ? { referralCode } : {}) });
      })}
    >
      <p className={styles.claim}>{t('auth.signup.claim')}</p>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
        error={error(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        showLabel={t('auth.fields.showPassword')}
        hideLabel={t('auth.fields.hidePassword')}
        error={error(errors.password?.message)}
        {...form.register('password')}
      />
      <div className={styles.pair}>
        <SelectField
          label={t('auth.fields.currency')}
          error={error(errors.currency?.message)}
          {...form.register('currency')}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('auth.fields.country')}
          autoComplete="country"
          error={error(errors.country?.message)}
          {...form.register('country')}
        >
          <option value="">{t('auth.fields.chooseCountry')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {countries.isError ? <FormError>{apiErrorMessage(t, countries.error)}</FormError> : null}
      <PromoCodeField
        error={error(errors.promoCode?.message)}
        {...form.register('promoCode', {
          setValueAs: (value: unknown) =>
            typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined,
        })}
      />
      <CheckboxField
        label={<TermsLabel />}
        error={error(errors.acceptTerms?.message)}
        {...form.register('acceptTerms')}
      />
      <FormError>
        {mutation.isError && !errors.promoCode ? apiErrorMessage(t, mutation.error) : null}
      </FormError>
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        {t('auth.signup.submit')}
      </Button>
    </form>
  );
}
