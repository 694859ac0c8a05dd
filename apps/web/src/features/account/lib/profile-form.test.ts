import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { birthYearOptions } from '@casino/rules';
import { joinBirthday, shortMonthNames, splitBirthday } from './birthday.ts';
import { profileFormResolver, type ProfileFormValues } from './profile-form.ts';

const valid: ProfileFormValues = {
  firstName: 'Ana',
  surename: "O'Neil-Smith",
  postCode: 'SW1A 1AA',
  city: 'London',
  address: '10 Downing St.',
  phonePrefix: '44',
  phone: '7700900123',
  country: 'GB',
  gender: 'f',
  birthDay: '7',
  birthMonth: '4',
  birthYear: '1990',
};

const options = {} as ResolverOptions<ProfileFormValues>;
async function firstError(change: Partial<ProfileFormValues>) {
  const result = await profileFormResolver({ ...valid, ...change }, undefined, options);
  const [field, error] = Object.entries(result.errors)[0] ?? [];
  return field ? { field, message: (error as { message?: string }).message } : null;
}

const newestAdultYear = birthYearOptions()[0] ?? 0;
const adultYear = String(newestAdultYear);
const minorYear = String(newestAdultYear + 1);

describe('profile form rules (§5, the contract profileUpdateSchema)', () => {
  it('accepts a complete, valid profile and sends YYYY-MM-DD', async () => {
    const result = await profileFormResolver(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ birthday: '1990-04-07', gender: 'f', country: 'GB' });
  });

  it.each<[string, Partial<ProfileFormValues>, string, string]>([
    [
      'free text with unsupported characters',
      { firstName: 'Ana<script>' },
      'firstName',
      'validation.invalidCharacters',
    ],
    ['a surname too long', { surename: 'x'.repeat(51) }, 'surename', 'validation.tooLong'],
    ['a city with an emoji', { city: 'Paris 🎰' }, 'city', 'validation.invalidCharacters'],
    ['a postcode too long', { postCode: '1234567890123' }, 'postCode', 'validation.tooLong'],
    [
      'an address with unsupported characters',
      { address: 'Main St. $5' },
      'address',
      'validation.invalidCharacters',
    ],
    ['a phone with letters', { phone: '77009abc' }, 'phone', 'validation.invalidPhone'],
    ['a phone starting with 0', { phone: '07700900123' }, 'phone', 'validation.phoneStartsWithZero'],
    ['a phone without a prefix', { phonePrefix: '' }, 'phonePrefix', 'validation.invalidPhone'],
    ['no country', { country: '' }, 'country', 'validation.countryRequired'],
    [
      '31 February',
      { birthDay: '31', birthMonth: '2', birthYear: '1990' },
      'birthDay',
      'validation.invalidBirthDay',
    ],
    ['a date missing its year', { birthYear: '' }, 'birthDay', 'validation.invalidBirthDay'],
    [
      'a minor',
      { birthDay: '31', birthMonth: '12', birthYear: minorYear },
      'birthDay',
      'validation.mustBeAdult',
    ],
  ])('refuses %s', async (_name, change, field, message) => {
    expect(await firstError(change)).toEqual({ field, message });
  });

  it('allows leaving the optional fields empty', async () => {
    const empty = await firstError({
      firstName: '',
      surename: '',
      postCode: '',
      city: '',
      address: '',
      phonePrefix: '',
      phone: '',
      gender: '',
      birthDay: '',
      birthMonth: '',
      birthYear: '',
    });
    expect(empty).toBeNull();
  });

  it('accepts the newest adult year on 1 January', async () => {
    expect(await firstError({ birthDay: '1', birthMonth: '1', birthYear: adultYear })).toBeNull();
  });
});

describe('birthday selects', () => {
  it('splits and joins a date, and reports partial choices as invalid', () => {
    expect(splitBirthday('1990-04-07')).toEqual({ birthDay: '7', birthMonth: '4', birthYear: '1990' });
    expect(splitBirthday(null)).toEqual({ birthDay: '', birthMonth: '', birthYear: '' });
    expect(joinBirthday({ birthDay: '7', birthMonth: '4', birthYear: '1990' })).toBe('1990-04-07');
    expect(joinBirthday({ birthDay: '', birthMonth: '', birthYear: '' })).toBeNull();
    expect(joinBirthday({ birthDay: '7', birthMonth: '', birthYear: '1990' })).toBe('');
  });

  it('names the months by their short localized names', () => {
    expect(shortMonthNames('en')[0]).toBe('Jan');
    expect(shortMonthNames('de')[2]).toMatch(/^März?/);
    expect(shortMonthNames('en')).toHaveLength(12);
  });
});
