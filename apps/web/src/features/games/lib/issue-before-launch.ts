import type { GameDetails, GameMode } from '@casino/contracts';
import type { GameIssue } from './launch-refusal.ts';

/** The issues the game's details already show, so the page does not ask for a launch it would be refused. */
export type EarlyIssueKind = Extract<
  GameIssue['kind'],
  'unavailable' | 'accessDenied' | 'demoUnavailable' | 'signup'
>;

export function issueBeforeLaunch(
  details: GameDetails,
  mode: GameMode,
  authenticated: boolean,
): EarlyIssueKind | null {
  if (!details.available) return 'unavailable';
  if (details.restrictedInCountry) return 'accessDenied';
  if (mode === 'demo' && !details.game.hasDemo) return 'demoUnavailable';
  if (mode === 'real' && !authenticated) return 'signup';
  return null;
}
