import type { RoundOutcome } from '../../../shared/play-api.ts';

/**
 * Whether a round is over as far as its outcome shows. A blackjack hand, a video poker deal or a mines board
 * still waiting for the player keeps its cards or mines secret, so it cannot be recomputed yet.
 */
export function isRoundOver(outcome: RoundOutcome): boolean {
  switch (outcome.kind) {
    case 'blackjack':
      return outcome.view.phase === 'over';
    case 'video-poker':
      return outcome.view.stage === 'done';
    case 'mines':
      return outcome.view.status !== 'playing';
    default:
      return true;
  }
}
