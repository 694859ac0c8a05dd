import {
  DEFAULT_LANGUAGE,
  GENDERS,
  PLAYER_CURRENCIES,
  ROLES,
  isLanguage,
  type Gender,
  type Language,
  type PlayerCurrency,
  type Role,
  type VerificationStatus,
} from '@casino/rules';
import type { Profile, UserInfo } from '@casino/contracts';
import type { UserRow } from './accounts.repo.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

export const languageOf = (row: UserRow): Language =>
  isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
export const roleOf = (row: UserRow): Role => oneOf(ROLES, row.role, 'player');

export function toUserInfo(row: UserRow, verificationStatus: VerificationStatus): UserInfo {
  return {
    id: row.id,
    email: row.email,
    language: languageOf(row),
    birthday: row.birthday,
    level: row.level,
    points: row.points,
    currency: oneOf<PlayerCurrency>(PLAYER_CURRENCIES, row.currency, 'EUR'),
    country: row.country,
    role: roleOf(row),
    verificationStatus,
  };
}

export function toProfile(row: UserRow, publicUrl: string): Profile {
  const gender: Gender | null = row.gender ? oneOf<Gender>(GENDERS, row.gender, 'm') : null;
  return {
    email: row.email,
    firstName: row.firstName,
    surename: row.surename,
    postCode: row.postCode,
    city: row.city,
    address: row.address,
    phonePrefix: row.phonePrefix,
    phone: row.phone,
    country: row.country,
    gender,
    birthday: row.birthday,
    language: languageOf(row),
    referralLink: `${publicUrl.replace(/\/$/, '')}/?ref=${row.referralCode}`,
  };
}
