import { MINIMUM_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * Validation rules of §5 for accounts, as plain predicates and patterns. The zod schemas in `contracts` use
 * them on the server and in the browser; each failure has a message key under `validation.`.
 */

/** Characters a password may hold: digits, latin letters and the symbols #$-._@&!;%:?*()^ (§5). */
export const PASSWORD_SYMBOLS = '#$-._@&!;%:?*()^';
export const PASSWORD_ALLOWED_PATTERN = /^[0-9A-Za-z#$\-._@&!;%:?*()^]*$/;
const PASSWORD_SYMBOL_PATTERN = /[#$\-._@&!;%:?*()^]/;

export type PasswordProblem =
  | 'passwordLength'
  | 'passwordCharacters'
  | 'passwordDigit'
  | 'passwordLower'
  | 'passwordUpper'
  | 'passwordSymbol';

/** Every rule of §5 the password breaks, in the order a form shows them; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    problems.push('passwordLength');
  if (!PASSWORD_ALLOWED_PATTERN.test(password)) problems.push('passwordCharacters');
  if (!/[0-9]/.test(password)) problems.push('passwordDigit');
  if (!/[a-z]/.test(password)) problems.push('passwordLower');
  if (!/[A-Z]/.test(password)) problems.push('passwordUpper');
  if (!PASSWORD_SYMBOL_PATTERN.test(password)) problems.push('passwordSymbol');
  return problems;
}

export const EMAIL_MAX_LENGTH = 254;
/** Only digits, latin letters and -._@ (§5), in the shape local@domain.tld. */
export const EMAIL_PATTERN = /^[0-9A-Za-z\-._]+@[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) && !email.includes('..');
}

/** Addresses are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The national part of a phone number: digits only, not starting with 0 (§5); E.164 allows 15 digits in all. */
export const PHONE_MIN_LENGTH = 4;
export const PHONE_MAX_LENGTH = 14;
export type PhoneProblem = 'invalidPhone' | 'phoneStartsWithZero';
export function phoneProblem(phone: string): PhoneProblem | null {
  if (!/^[0-9]+$/.test(phone) || phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH)
    return 'invalidPhone';
  if (phone.startsWith('0')) return 'phoneStartsWithZero';
  return null;
}

/**
 * Free text (names, city, address, postcode): letters of any script, digits, spaces and the punctuation
 * . , ' - / # & ( ) (§5 "free text allows letters, digits and a set of punctuation and spaces").
 */
export const FREE_TEXT_PATTERN = /^[\p{L}\p{M}0-9 .,'\-/#&()]*$/u;
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 50;
export const POSTCODE_MAX_LENGTH = 12;
export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_CODE_PATTERN = /^[0-9A-Za-z_-]*$/;

export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

/** A calendar date as YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when day/month/year name a real calendar day (31 February is not one). Month is 1–12. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? { year, month, day } : null;
}

/** Age in whole years on `today` (a UTC date) of someone born on `birthday` (YYYY-MM-DD). */
export function ageOn(birthday: string, today: Date): number | null {
  const born = parseIsoDate(birthday);
  if (!born) return null;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return year - born.year - (hadBirthday ? 0 : 1);
}

export type BirthdayProblem = 'invalidBirthDay' | 'mustBeAdult';
export function birthdayProblem(birthday: string, today: Date = new Date()): BirthdayProblem | null {
  const age = ageOn(birthday, today);
  if (age === null || age > 120) return 'invalidBirthDay';
  return age < MINIMUM_AGE ? 'mustBeAdult' : null;
}

/** The years a birth-date picker offers: from this year minus 18 back 100 years (§3), newest first. */
export function birthYearOptions(today: Date = new Date()): number[] {
  const newest = today.getUTCFullYear() - MINIMUM_AGE;
  return Array.from({ length: 101 }, (_, index) => newest - index);
}
