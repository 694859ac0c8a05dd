import type { RoundOutcome, RoundVerification } from '../../../shared/play-api.ts';

/**
 * The stored outcome of a round of `kind`. A table round replays from inputs its outcome holds (bets, board,
 * actions), so an outcome of another kind cannot be replayed at all.
 */
export function outcomeOf<Kind extends RoundOutcome['kind']>(
  round: RoundVerification,
  kind: Kind,
): Extract<RoundOutcome, { kind: Kind }> {
  const { outcome } = round;
  if (outcome.kind !== kind) throw new RangeError(`a ${kind} round holds a ${outcome.kind} outcome`);
  return outcome as Extract<RoundOutcome, { kind: Kind }>;
}
