/** What a slot shows of the player's free-rounds award, from the session and from each play's answer. */
import type { RoundAnswer } from '../api/round-answer.ts';
import type { FreeRoundsView } from '../../shared/play-api.ts';

export interface FreeRoundsState {
  /** The award the Spin button plays, while it has rounds left. */
  readonly freeRounds: FreeRoundsView | null;
  /** What the award won, once its last round has been played out. */
  readonly freeRoundsSummary: { readonly total: number } | null;
}

/** The award as long as it has rounds to play. */
export function playableFreeRounds(freeRounds: FreeRoundsView | null): FreeRoundsView | null {
  return freeRounds && freeRounds.left > 0 ? freeRounds : null;
}

/**
 * The free rounds after an answer. An award answered with no rounds left is the one just played: its total is
 * shown once the free spins its last round started are over too (their answers carry the award again).
 */
export function freeRoundsAfter(answer: RoundAnswer): FreeRoundsState {
  const playable = playableFreeRounds(answer.freeRounds);
  const feature = answer.round.feature;
  const featureGoesOn = feature !== null && feature.spinsPlayed < feature.spinsAwarded;
  const ended = answer.freeRounds && !playable && !featureGoesOn ? answer.freeRounds : null;
  return { freeRounds: playable, freeRoundsSummary: ended ? { total: ended.totalWin } : null };
}
