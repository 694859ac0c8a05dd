/**
 * Recomputes a round in the browser from its revealed seeds, as docs/studio.md "To verify in the browser"
 * says, and compares the result with what the server stored. Pure and synchronous.
 */
import { createRandomStream, hashServerSeed } from '@casino/game-math';
import type { RoundVerification } from '../../shared/play-api.ts';
import { listDifferences, type Difference } from './list-differences.ts';
import type { RecomputedRound, Replayed } from './replay/recomputed-round.ts';
import { replayRound } from './replay/replay-round.ts';
import { isRoundOver } from './replay/round-over.ts';

export type { Difference } from './list-differences.ts';
export type { RecomputedRound } from './replay/recomputed-round.ts';

const SLOT_KINDS: readonly RoundVerification['kind'][] = ['spin', 'bonus-buy'];

export type RoundCheck =
  /** A round cancelled before it was played (its stake returned): nothing to recompute. */
  | { readonly status: 'cancelled' }
  /** A blackjack hand, video poker deal or mines board still being played: its cards or mines are secret. */
  | { readonly status: 'unfinished' }
  /** The server seed is still in use, so it is secret and the round cannot be recomputed yet. */
  | { readonly status: 'unrevealed' }
  /** The revealed seed is not the one committed to before play. */
  | { readonly status: 'hash-mismatch'; readonly computedHash: string }
  /** A slot round whose game is no longer offered: no rules to replay it with. */
  | { readonly status: 'no-definition'; readonly computedHash: string }
  /** game-math refused the stored inputs (a bet the game cannot take, a target out of range, a move not allowed…). */
  | { readonly status: 'replay-failed'; readonly computedHash: string; readonly reason: string }
  | { readonly status: 'verified'; readonly computedHash: string; readonly recomputed: RecomputedRound }
  | {
      readonly status: 'mismatch';
      readonly computedHash: string;
      readonly recomputed: RecomputedRound;
      readonly differences: readonly Difference[];
    };

export function verifyRound(round: RoundVerification): RoundCheck {
  if (round.status === 'rolled-back' || round.status === 'void') return { status: 'cancelled' };
  if (!isRoundOver(round.outcome)) return { status: 'unfinished' };
  const { serverSeed, clientSeed, nonce } = round;
  if (serverSeed === null) return { status: 'unrevealed' };
  const computedHash = hashServerSeed(serverSeed);
  if (computedHash !== round.serverSeedHash.trim().toLowerCase()) {
    return { status: 'hash-mismatch', computedHash };
  }
  if (SLOT_KINDS.includes(round.kind) && round.definition === null) {
    return { status: 'no-definition', computedHash };
  }

  let replayed: Replayed;
  try {
    replayed = replayRound(round, round.definition, createRandomStream({ serverSeed, clientSeed, nonce }));
  } catch (error) {
    return {
      status: 'replay-failed',
      computedHash,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
  const { recomputed, fields } = replayed;
  const differences = fields.flatMap(([path, stored, recomputedValue]) =>
    listDifferences(asStored(stored), asStored(recomputedValue), path),
  );
  return differences.length === 0
    ? { status: 'verified', computedHash, recomputed }
    : { status: 'mismatch', computedHash, recomputed, differences };
}

/** A value as it comes back from the database and JSON (no undefined fields, no -0). */
function asStored(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}
