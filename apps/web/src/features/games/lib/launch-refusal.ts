import { gameProfileIncompleteDetailsSchema, type GameProfileIncompleteDetails } from '@casino/contracts';
import type { ProfileField } from '@casino/rules';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Why the game does not show (§4 "Game play", §5, §6, §8): an answer of the launch, or what the game's details
 * already tell before launching, or the game client giving up.
 */
export type GameIssue =
  /** Real money for a guest: sign up first. */
  | { kind: 'signup' }
  /** The provider needs profile fields first (§5). */
  | { kind: 'profile'; missing: ProfileField[]; toastKey: GameProfileIncompleteDetails['toastKey'] }
  /** Bonus-money block (§5): only a top-up makes the real balance playable. */
  | { kind: 'blocked' }
  /** The operator switched the game off. */
  | { kind: 'unavailable' }
  /** The game is restricted in the visitor's country (§6). */
  | { kind: 'accessDenied' }
  /**
   * Player protection refused real money (docs/player-protection.md): a break in force, a wager or loss limit
   * with no stake left, or the session time limit reached.
   */
  | { kind: 'restricted'; code: ProtectionRefusal }
  | { kind: 'demoUnavailable' }
  | { kind: 'insufficient' }
  | { kind: 'notFound' }
  /** The game client reported a fatal error: it has to be reloaded. */
  | { kind: 'stopped' }
  /** Anything else (network, server): the generic message of the error code, with a retry. */
  | { kind: 'failed'; error: unknown };

export type ProtectionRefusal = 'player_restricted' | 'limit_reached' | 'session_limit_reached';

/** The notice title of each protection refusal; its text is the error's own message. */
export const PROTECTION_NOTICE_TITLES: Record<ProtectionRefusal, string> = {
  player_restricted: 'games.notices.restricted.title',
  limit_reached: 'games.notices.limitReached.title',
  session_limit_reached: 'games.notices.sessionLimit.title',
};

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'surename', 'gender', 'birthday'];

/** The issue a refused launch stands for. */
export function launchIssue(error: unknown): GameIssue {
  if (!(error instanceof ApiError)) return { kind: 'failed', error };
  switch (error.code) {
    case 'unauthorized':
      return { kind: 'signup' };
    case 'profile_incomplete':
      return { kind: 'profile', ...profileDetails(error.details) };
    case 'game_blocked_by_bonus':
      return { kind: 'blocked' };
    case 'game_not_available':
      return { kind: 'unavailable' };
    case 'game_access_denied':
      return { kind: 'accessDenied' };
    case 'player_restricted':
    case 'limit_reached':
    case 'session_limit_reached':
      return { kind: 'restricted', code: error.code };
    case 'demo_not_available':
      return { kind: 'demoUnavailable' };
    case 'insufficient_funds':
      return { kind: 'insufficient' };
    case 'not_found':
      return { kind: 'notFound' };
    default:
      return { kind: 'failed', error };
  }
}

/**
 * The `details` of a 409 profile_incomplete to a launch ({ missing, toastKey }). A list of field errors (the
 * shape other endpoints use) is read as the fields it names, without a toast.
 */
function profileDetails(details: unknown): GameProfileIncompleteDetails {
  const parsed = gameProfileIncompleteDetailsSchema.safeParse(details);
  if (parsed.success) return parsed.data;
  const named = Array.isArray(details)
    ? details.map((item: unknown) =>
        typeof item === 'object' && item !== null && 'path' in item ? item.path : null,
      )
    : [];
  return { missing: PROFILE_FIELDS.filter((field) => named.includes(field)), toastKey: null };
}
