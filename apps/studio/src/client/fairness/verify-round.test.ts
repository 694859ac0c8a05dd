import { describe, expect, it } from 'vitest';
import type { RoundVerification } from '../../shared/play-api.ts';
import {
  bonusBuySlot,
  nonceStartingFreeSpins,
  storedBonusBuy,
  storedDice,
  storedSpin,
} from './test-support/stored-rounds.ts';
import { verifyRound } from './verify-round.ts';

const BET = bonusBuySlot.betCoins * 10;

type EditableRound = { -readonly [Key in keyof RoundVerification]: RoundVerification[Key] };

function tampered(round: RoundVerification, change: (copy: EditableRound) => void): RoundVerification {
  const copy: EditableRound = structuredClone(round);
  change(copy);
  return copy;
}

describe('verifyRound', () => {
  it('verifies a paid spin recomputed from its seeds', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 0 }, BET);
    const check = verifyRound(round);
    expect(check.status).toBe('verified');
    if (check.status !== 'verified' || check.recomputed.kind !== 'spin')
      throw new Error('not a verified spin');
    expect(check.recomputed.spin.window).toEqual(round.outcome.kind === 'spin' && round.outcome.spin.window);
    expect(check.computedHash).toBe(round.serverSeedHash);
  });

  it('reports the symbol a tampered window shows differently', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 3 }, BET);
    const shown = round.outcome.kind === 'spin' ? round.outcome.spin.window[2]?.[1] : undefined;
    const forged = shown === 'H1' ? 'L1' : 'H1';
    const check = verifyRound(
      tampered(round, (copy) => {
        if (copy.outcome.kind !== 'spin') throw new Error('not a spin');
        const window = copy.outcome.spin.window.map((reel) => [...reel]);
        (window[2] as string[])[1] = forged;
        copy.outcome = { ...copy.outcome, spin: { ...copy.outcome.spin, window } };
      }),
    );
    expect(check.status).toBe('mismatch');
    if (check.status !== 'mismatch') return;
    expect(check.differences).toEqual([
      { path: 'outcome.spin.window[2][1]', stored: forged, recomputed: shown },
    ]);
  });

  it('reports an inflated total win', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 4 }, BET);
    const check = verifyRound(tampered(round, (copy) => (copy.totalWin = round.totalWin + 100)));
    expect(check.status).toBe('mismatch');
    if (check.status !== 'mismatch') return;
    expect(check.differences).toEqual([
      { path: 'totalWin', stored: round.totalWin + 100, recomputed: round.totalWin },
    ]);
  });

  it('refuses a server seed that is not the committed one before replaying anything', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 5 }, BET);
    const check = verifyRound(tampered(round, (copy) => (copy.serverSeed = `${round.serverSeed}0`)));
    expect(check.status).toBe('hash-mismatch');
    if (check.status !== 'hash-mismatch') return;
    expect(check.computedHash).not.toBe(round.serverSeedHash);
    expect(check.computedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds the round differs when it was played on another seed that hashes correctly', () => {
    const other = storedSpin(bonusBuySlot, { nonce: 6, serverSeed: 'another revealed seed' }, BET);
    const round = storedSpin(bonusBuySlot, { nonce: 6 }, BET);
    const check = verifyRound({
      ...round,
      serverSeed: other.serverSeed,
      serverSeedHash: other.serverSeedHash,
    });
    expect(check.status).toBe('mismatch');
    if (check.status !== 'mismatch') return;
    expect(check.differences.some((difference) => difference.path.startsWith('outcome.spin.stops'))).toBe(
      true,
    );
  });

  it('waits for the seed to be revealed', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 7 }, BET);
    expect(verifyRound({ ...round, serverSeed: null })).toEqual({ status: 'unrevealed' });
  });

  it('replays the free spins a paid spin started, step by step from the same stream', () => {
    const nonce = nonceStartingFreeSpins(bonusBuySlot, BET);
    const round = storedSpin(bonusBuySlot, { nonce }, BET);
    expect(round.steps.length).toBeGreaterThan(0);
    const check = verifyRound(round);
    expect(check.status).toBe('verified');
    if (check.status !== 'verified' || check.recomputed.kind !== 'spin')
      throw new Error('not a verified spin');
    expect(check.recomputed.steps).toHaveLength(round.steps.length);
    expect(check.recomputed.totalWin).toBe(round.totalWin);

    const lastStep = round.steps.length - 1;
    const forged = verifyRound(
      tampered(round, (copy) => {
        copy.steps = copy.steps.map((step, index) =>
          index === lastStep ? { ...step, spinsAdded: step.spinsAdded + 5 } : step,
        );
      }),
    );
    expect(forged.status).toBe('mismatch');
    if (forged.status !== 'mismatch') return;
    expect(forged.differences.map((difference) => difference.path)).toEqual([
      `steps[${lastStep}].spinsAdded`,
    ]);
  });

  it('verifies a feature still in progress against the spins played so far', () => {
    const nonce = nonceStartingFreeSpins(bonusBuySlot, BET);
    const round = storedSpin(bonusBuySlot, { nonce }, BET, 2);
    expect(round.steps).toHaveLength(2);
    expect(verifyRound(round).status).toBe('verified');
  });

  it('verifies a bonus buy with its free spins and price', () => {
    const round = storedBonusBuy(bonusBuySlot, { nonce: 11 }, BET);
    expect(round.steps.length).toBeGreaterThanOrEqual(bonusBuySlot.bonusBuy?.spins ?? 1);
    const check = verifyRound(round);
    expect(check.status).toBe('verified');
    if (check.status !== 'verified' || check.recomputed.kind !== 'bonus-buy')
      throw new Error('not a bonus buy');
    expect(check.recomputed.price).toBe(round.stake);

    const cheaper = verifyRound(
      tampered(round, (copy) => {
        if (copy.outcome.kind !== 'bonus-buy') throw new Error('not a bonus buy');
        copy.outcome = { ...copy.outcome, price: copy.outcome.price - 1 };
      }),
    );
    expect(cheaper.status).toBe('mismatch');
    if (cheaper.status !== 'mismatch') return;
    expect(cheaper.differences).toEqual([
      { path: 'outcome.price', stored: round.stake - 1, recomputed: round.stake },
    ]);
  });

  it('finds a bonus buy with a free spin left out', () => {
    const round = storedBonusBuy(bonusBuySlot, { nonce: 12 }, BET);
    const check = verifyRound(tampered(round, (copy) => (copy.steps = copy.steps.slice(1))));
    expect(check.status).toBe('mismatch');
  });

  it('verifies a dice roll and reports a changed roll', () => {
    const round = storedDice({ nonce: 0 }, 100, { direction: 'under', target: 50, houseEdge: 0.01 });
    const check = verifyRound(round);
    expect(check.status).toBe('verified');
    if (check.status !== 'verified' || check.recomputed.kind !== 'dice') throw new Error('not verified dice');
    // docs/fairness.md vector 1: the roll of player-seed, nonce 0 is 1.36, under 50 wins 1.98×.
    expect(check.recomputed.roll).toMatchObject({ roll: 1.36, won: true, multiplier: 1.98, payout: 198 });

    const forged = verifyRound(
      tampered(round, (copy) => {
        if (copy.outcome.kind !== 'dice') throw new Error('not dice');
        copy.outcome = { ...copy.outcome, roll: { ...copy.outcome.roll, roll: 64.2, rollHundredths: 6420 } };
      }),
    );
    expect(forged.status).toBe('mismatch');
    if (forged.status !== 'mismatch') return;
    expect(forged.differences.map((difference) => difference.path)).toEqual([
      'outcome.roll.roll',
      'outcome.roll.rollHundredths',
    ]);
  });

  it('cannot replay a slot round without its game rules', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 1 }, BET);
    expect(verifyRound({ ...round, definition: null }).status).toBe('no-definition');
  });

  it('says why a round cannot be replayed', () => {
    const round = storedSpin(bonusBuySlot, { nonce: 1 }, BET);
    const check = verifyRound({ ...round, bet: BET + 1 });
    expect(check.status).toBe('replay-failed');
  });
});
