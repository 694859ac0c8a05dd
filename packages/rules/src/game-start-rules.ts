/**
 * Rules for starting a real-money game (§5 "profile completion to start a game").
 *
 * The spec lists three alternative requirements: first name, last name and date of birth; or gender and date
 * of birth; or date of birth only. The product applies DEFAULT_PROFILE_COMPLETION_MODE everywhere (the launch
 * check and the first-deposit form pass no mode): the strictest, because a licensed operator must know whom it
 * lets gamble. The other modes are here for an operator whose licence allows less.
 */

export const PROFILE_COMPLETION_MODES = ['nameAndBirthday', 'genderAndBirthday', 'birthdayOnly'] as const;
export type ProfileCompletionMode = (typeof PROFILE_COMPLETION_MODES)[number];
export const DEFAULT_PROFILE_COMPLETION_MODE: ProfileCompletionMode = 'nameAndBirthday';

/** Providers whose games need a date of birth whatever the mode (§5). */
export const BIRTHDAY_REQUIRED_PROVIDERS: readonly number[] = [27, 101];

export interface GameStartProfile {
  firstName: string | null;
  surename: string | null;
  gender: string | null;
  birthday: string | null;
}

export type ProfileField = 'firstName' | 'surename' | 'gender' | 'birthday';

const REQUIRED: Record<ProfileCompletionMode, readonly ProfileField[]> = {
  nameAndBirthday: ['firstName', 'surename', 'birthday'],
  genderAndBirthday: ['gender', 'birthday'],
  birthdayOnly: ['birthday'],
};

/**
 * The fields any first real-money game will ask for under `mode` (every mode includes the date of birth, which
 * providers 27 and 101 need in all of them). A first deposit that asks for profile fields asks for these too,
 * so that the game does not interrupt the player a second time.
 */
export function gameStartFields(
  mode: ProfileCompletionMode = DEFAULT_PROFILE_COMPLETION_MODE,
): readonly ProfileField[] {
  return REQUIRED[mode];
}

/** The fields a mode requires that the profile lacks. */
export function missingProfileFields(
  profile: GameStartProfile,
  mode: ProfileCompletionMode = DEFAULT_PROFILE_COMPLETION_MODE,
): ProfileField[] {
  return REQUIRED[mode].filter((field) => !profile[field]?.trim());
}

export type GameStartCheck =
  | { ok: true }
  | {
      ok: false;
      /** The error toast to show first, when there is one (errors.nonFilledBirth for providers 27 and 101). */
      toastKey: 'errors.nonFilledBirth' | null;
      /** The modal that collects the missing fields; its continue action resumes the game. */
      modal: 'PROFILE_REQUIREMENTS_MODAL';
      missing: ProfileField[];
    };

/** Whether a player may start a real-money game of `providerId`, and what to show when not. */
export function checkGameStart(
  profile: GameStartProfile,
  providerId: number,
  mode: ProfileCompletionMode = DEFAULT_PROFILE_COMPLETION_MODE,
): GameStartCheck {
  if (BIRTHDAY_REQUIRED_PROVIDERS.includes(providerId) && !profile.birthday?.trim()) {
    const missing = missingProfileFields(profile, mode);
    return {
      ok: false,
      toastKey: 'errors.nonFilledBirth',
      modal: 'PROFILE_REQUIREMENTS_MODAL',
      missing: missing.includes('birthday') ? missing : [...missing, 'birthday'],
    };
  }
  const missing = missingProfileFields(profile, mode);
  if (missing.length === 0) return { ok: true };
  return { ok: false, toastKey: null, modal: 'PROFILE_REQUIREMENTS_MODAL', missing };
}
