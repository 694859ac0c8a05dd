import type { Language, PlayerCurrency, Role } from '@casino/rules';
import type { Profile, ProfileUpdate, UserInfo } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { findCountry } from '../geo/countries.ts';
import { createGeoService } from '../geo/geo.service.ts';
import type { AccountsContext } from './accounts.context.ts';
import { findUserById, playerIdsBornOn, updateUser, type UserRow } from './accounts.repo.ts';
import { toProfile, toUserInfo } from './user-info.ts';

export function createProfileService(context: AccountsContext) {
  const { db, config, verificationStatusOf } = context;
  const geo = createGeoService(config);

  async function userRow(userId: string): Promise<UserRow> {
    const row = await findUserById(db, userId);
    if (!row) throw AppError.notFound('user not found');
    return row;
  }

  async function userInfo(userId: string): Promise<UserInfo> {
    return toUserInfo(await userRow(userId), await verificationStatusOf(userId));
  }

  /** The signed-in account for GET /auth/session, or null when it has disappeared. */
  async function userInfoIfAny(userId: string): Promise<UserInfo | null> {
    const row = await findUserById(db, userId);
    return row ? toUserInfo(row, await verificationStatusOf(userId)) : null;
  }

  async function profile(userId: string): Promise<Profile> {
    return toProfile(await userRow(userId), config.publicUrl);
  }

  async function updateProfile(userId: string, input: ProfileUpdate): Promise<Profile> {
    const country = findCountry(input.country);
    if (!country || country.alpha2 !== input.country)
      throw new AppError('unknown_country', 400, 'The country is not in the list.');
    // The same rule as registration: an account may not declare a country where the casino may not serve.
    if (geo.isBlocked(country.alpha2))
      throw new AppError('country_blocked', 403, 'The casino is not available in this country.');
    const row = await updateUser(db, userId, {
      firstName: input.firstName,
      surename: input.surename,
      postCode: input.postCode,
      city: input.city,
      address: input.address,
      phonePrefix: input.phone === '' ? '' : input.phonePrefix,
      phone: input.phone,
      country: country.alpha2,
      gender: input.gender,
      birthday: input.birthday,
    });
    if (!row) throw AppError.notFound('user not found');
    return toProfile(row, config.publicUrl);
  }

  async function setLanguage(userId: string, language: Language): Promise<void> {
    if (!(await updateUser(db, userId, { language }))) throw AppError.notFound('user not found');
  }

  /** Only the wallet calls this, once the player's money allows the change (wallet/currency-change.ts). */
  async function setCurrency(userId: string, currency: PlayerCurrency): Promise<void> {
    if (!(await updateUser(db, userId, { currency }))) throw AppError.notFound('user not found');
  }

  async function setRole(userId: string, role: Role): Promise<UserInfo> {
    const row = await updateUser(db, userId, { role });
    if (!row) throw AppError.notFound('user not found');
    return toUserInfo(row, await verificationStatusOf(userId));
  }

  /** Players whose profile's date of birth falls on the month and day (1-based), a page at a time by id. */
  const playersBornOn = (on: { month: number; day: number }, page: { after: string | null; limit: number }) =>
    playerIdsBornOn(db, on, page);

  return {
    userInfo,
    userInfoIfAny,
    profile,
    updateProfile,
    setLanguage,
    setCurrency,
    setRole,
    playersBornOn,
  };
}
