import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequestSchema,
  passwordResetConfirmSchema,
  profileUpdateSchema,
  registrationRequestSchema,
} from './accounts.ts';

/** The translation keys a failed parse reports, per field path. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const registration = {
  email: 'player@example.com',
  password: 'Abc1!x',
  currency: 'EUR',
  country: 'DE',
  acceptTerms: true,
  language: 'en',
};

describe('registration (§5)', () => {
  it('accepts a valid form, with and without promo code', () => {
    expect(messages(registrationRequestSchema, registration)).toEqual({});
    expect(messages(registrationRequestSchema, { ...registration, promoCode: 'WELCOME-200' })).toEqual({});
  });

  it.each([
    [{ email: '' }, { email: ['validation.required'] }],
    [{ email: 'a+b@example.com' }, { email: ['validation.invalidEmail'] }],
    [
      { password: 'abc' },
      {
        password: [
          'validation.passwordLength',
          'validation.passwordDigit',
          'validation.passwordUpper',
          'validation.passwordSymbol',
        ],
      },
    ],
    [{ password: 'Abcdef1' }, { password: ['validation.passwordSymbol'] }],
    [{ country: '' }, { country: ['validation.countryRequired'] }],
    [{ acceptTerms: false }, { acceptTerms: ['validation.termsRequired'] }],
    [{ promoCode: 'WELCOME 200' }, { promoCode: ['validation.invalidCharacters'] }],
    [{ promoCode: 'X'.repeat(33) }, { promoCode: ['validation.tooLong'] }],
    [{ currency: 'XXX' }, { currency: ['validation.required'] }],
  ])('%j → %j', (change, expected) => {
    expect(messages(registrationRequestSchema, { ...registration, ...change })).toEqual(expected);
  });
});

describe('passwords (§5)', () => {
  it('the new password must differ from the old and the confirmation must match', () => {
    expect(
      messages(changePasswordRequestSchema, {
        oldPassword: 'Abc1!x',
        password: 'Abc1!x',
        passwordConfirmation: 'Abc1!y',
      }),
    ).toEqual({
      passwordConfirmation: ['validation.passwordsMismatch'],
      password: ['validation.passwordSameAsOld'],
    });
  });

  it('a reset needs a matching confirmation', () => {
    expect(
      messages(passwordResetConfirmSchema, {
        token: 't'.repeat(40),
        password: 'Abc1!x',
        passwordConfirmation: 'x',
      }),
    ).toEqual({ passwordConfirmation: ['validation.passwordsMismatch'] });
  });
});

describe('profile (§3, §5)', () => {
  const profile = {
    firstName: 'Ana',
    surename: "O'Neil",
    postCode: 'SW1A 1AA',
    city: 'London',
    address: '10 Downing Street',
    phonePrefix: '44',
    phone: '7911123456',
    country: 'GB',
    gender: 'f',
    birthday: '1990-01-31',
  };

  it('accepts a complete profile and an empty optional phone', () => {
    expect(messages(profileUpdateSchema, profile)).toEqual({});
    expect(messages(profileUpdateSchema, { ...profile, phone: '', phonePrefix: '' })).toEqual({});
  });

  it.each([
    [{ phone: '0791112345' }, { phone: ['validation.phoneStartsWithZero'] }],
    [{ phone: '79-11' }, { phone: ['validation.invalidPhone'] }],
    [{ phonePrefix: '' }, { phonePrefix: ['validation.invalidPhone'] }],
    [{ firstName: '<b>Ana</b>' }, { firstName: ['validation.invalidCharacters'] }],
    [{ city: 'x'.repeat(51) }, { city: ['validation.tooLong'] }],
    [{ gender: 'x' }, { gender: ['validation.noSuchOption'] }],
    [{ birthday: '1990-02-30' }, { birthday: ['validation.invalidBirthDay'] }],
    [{ birthday: `${new Date().getUTCFullYear() - 17}-01-01` }, { birthday: ['validation.mustBeAdult'] }],
    [{ country: 'Germany' }, { country: ['validation.countryRequired'] }],
  ])('%j → %j', (change, expected) => {
    expect(messages(profileUpdateSchema, { ...profile, ...change })).toEqual(expected);
  });
});

it('an empty password is only "required"', () => {
  expect(messages(registrationRequestSchema, { ...registration, password: '' })).toEqual({
    password: ['validation.required'],
  });
});
