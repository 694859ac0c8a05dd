/** The date-of-birth selects (§3): day 1–31, month by short localized name, year from birthYearOptions(). */

export interface BirthdayParts {
  birthDay: string;
  birthMonth: string;
  birthYear: string;
}

export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 1);

/** The short month names of `locale`, January first. */
export function shortMonthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)));
}

/** '1990-04-07' → { birthDay: '7', birthMonth: '4', birthYear: '1990' }; empty parts for null. */
export function splitBirthday(birthday: string | null): BirthdayParts {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!match) return { birthDay: '', birthMonth: '', birthYear: '' };
  const [, year = '', month = '', day = ''] = match;
  return { birthDay: String(Number(day)), birthMonth: String(Number(month)), birthYear: year };
}

/**
 * The three selects as YYYY-MM-DD: null when none is chosen; '' (an invalid date, refused by the schema with
 * 'validation.invalidBirthDay') when only some are.
 */
export function joinBirthday({ birthDay, birthMonth, birthYear }: BirthdayParts): string | null {
  if (!birthDay && !birthMonth && !birthYear) return null;
  if (!birthDay || !birthMonth || !birthYear) return '';
  return `${birthYear}-${birthMonth.padStart(2, '0')}-${birthDay.padStart(2, '0')}`;
}
