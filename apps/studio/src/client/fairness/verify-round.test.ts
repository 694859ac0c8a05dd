import { describe, expect, it } from 'vitest';
import type { RoundVerification } from '../../shared/play-api.ts';
import {
  bonusBuySlot,
  nonceStartingFreeSpins,
  storedBonusBuy,
  storedDice,
  storedSpin,
} from './test-support/stored-rounds.ts';
import {
  safeCells,
  storedBaccarat,
  storedBlackjack,
  storedMines,
  storedPlinko,
  storedRoulette,
  storedVideoPoker,
} from './test-support/stored-table-rounds.ts';
import { verifyRound, type RoundCheck } from './verify-round.ts';

const BET = bonusBuySlot.betCoins * 10;

type EditableRound = { -readonly [Key in keyof RoundVerification]: RoundVerification[Key] };

/** The differences of a check that must be a mismatch. */
function differencesOf(check: RoundCheck) {
  if (check.status !== 'mismatch') throw new Error(`expected a mismatch, got ${check.status}`);
  return check.differences;
}

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

describe('verifyRound for the table and instant games', () => {
  it('verifies a roulette spin and reports a forged winning number', () => {
    const bets = [
      { kind: 'straight', numbers: [0], amount: 100 },
      { kind: 'red', amount: 200 },
      { kind: 'dozen', dozen: 1, amount: 50 },
    ] as const;
    const round = storedRoulette({ nonce: 0 }, bets);
    const check = verifyRound(round);
    if (check.status !== 'verified' || check.recomputed.kind !== 'roulette') throw new Error('not verified');
    // docs/fairness.md roulette vector 1: nonce 0 lands on 0 (green); the straight up on 0 pays 36 times.
    expect(check.recomputed.settlement).toMatchObject({ number: 0, color: 'green', totalPayout: 3600 });
    expect(check.recomputed.totalWin).toBe(round.totalWin);

    const forged = tampered(round, (copy) => {
      if (copy.outcome.kind !== 'roulette') throw new Error('not roulette');
      copy.outcome = { ...copy.outcome, settlement: { ...copy.outcome.settlement, number: 17 } };
    });
    expect(differencesOf(verifyRound(forged))).toEqual([
      { path: 'outcome.settlement.number', stored: 17, recomputed: 0 },
    ]);
  });

  it('verifies a baccarat deal and reports a card dealt differently', () => {
    const round = storedBaccarat({ nonce: 0 }, { player: 100, tie: 20 });
    const check = verifyRound(round);
    if (check.status !== 'verified' || check.recomputed.kind !== 'baccarat') throw new Error('not verified');
    // docs/fairness.md baccarat vector 1: player 2♥ 4♠, banker 9♥ 2♦ 5♥, a tie at 6.
    expect(check.recomputed.round.outcome).toBe('tie');
    expect(check.recomputed.round.banker.cards).toHaveLength(3);
    expect(check.recomputed.settlement.totalPayout).toBe(100 + 180);

    const forged = tampered(round, (copy) => {
      if (copy.outcome.kind !== 'baccarat') throw new Error('not baccarat');
      const { round: dealt } = copy.outcome;
      const cards = [{ rank: 9, suit: 'H' } as const, ...dealt.player.cards.slice(1)];
      copy.outcome = { ...copy.outcome, round: { ...dealt, player: { ...dealt.player, cards } } };
    });
    expect(differencesOf(verifyRound(forged))).toEqual([
      { path: 'outcome.round.player.cards[0].rank', stored: 9, recomputed: 2 },
    ]);
  });

  it('verifies a plinko drop and reports a changed bin and payout', () => {
    const round = storedPlinko({ nonce: 0 }, 100, { rows: 16, risk: 'medium', houseEdge: 0.01 });
    const check = verifyRound(round);
    if (check.status !== 'verified' || check.recomputed.kind !== 'plinko') throw new Error('not verified');
    // docs/fairness.md plinko vector 1: 1111000111110001, bin 10.
    expect(check.recomputed.drop.path.join('')).toBe('1111000111110001');
    expect(check.recomputed.drop.bin).toBe(10);

    const forged = tampered(round, (copy) => {
      if (copy.outcome.kind !== 'plinko') throw new Error('not plinko');
      copy.outcome = { ...copy.outcome, drop: { ...copy.outcome.drop, bin: 16, payout: 11_006 } };
      copy.totalWin = 11_006;
    });
    expect(differencesOf(verifyRound(forged)).map((difference) => difference.path)).toEqual([
      'outcome.drop.bin',
      'outcome.drop.payout',
      'totalWin',
    ]);
  });

  it('verifies a blackjack round replayed from its actions, shoe and settlement included', () => {
    const round = storedBlackjack({ nonce: 0 }, 100);
    const check = verifyRound(round);
    if (check.status !== 'verified' || check.recomputed.kind !== 'blackjack') throw new Error('not verified');
    // docs/fairness.md blackjack vector 1: JC JC against 9H up, AS in the hole; 20 stands and pushes.
    expect(check.recomputed.actions).toEqual(['stand']);
    expect(check.recomputed.view.shoe).toHaveLength(312);
    expect(check.recomputed.view.settlement?.hands[0]?.result).toBe('push');
    expect(check.recomputed.totalWin).toBe(100);
  });

  it('reports a blackjack round whose hole card or win was changed', () => {
    const round = storedBlackjack({ nonce: 1 }, 100);
    expect(verifyRound(round).status).toBe('verified');
    const forged = tampered(round, (copy) => {
      if (copy.outcome.kind !== 'blackjack') throw new Error('not blackjack');
      const dealer = copy.outcome.view.dealer.map((card, index) =>
        index === 1 ? ({ rank: 1, suit: 'S' } as const) : card,
      );
      copy.outcome = { ...copy.outcome, view: { ...copy.outcome.view, dealer } };
      copy.totalWin += 100;
    });
    const paths = differencesOf(verifyRound(forged)).map((difference) => difference.path);
    expect(paths).toContain('outcome.view.dealer[1].rank');
    expect(paths).toContain('totalWin');
  });

  it('replays the moves of the unfinished-round rule like the player’s', () => {
    const round = storedBlackjack({ nonce: 1 }, 100, { moves: 0, timeout: true });
    expect(round.outcome).toMatchObject({ kind: 'blackjack', closedBy: 'timeout', actions: ['stand'] });
    expect(verifyRound(round).status).toBe('verified');

    const withoutMoves = tampered(round, (copy) => {
      if (copy.outcome.kind !== 'blackjack') throw new Error('not blackjack');
      copy.outcome = { ...copy.outcome, actions: [] };
    });
    const paths = differencesOf(verifyRound(withoutMoves)).map((difference) => difference.path);
    expect(paths).toContain('outcome.view.phase');
  });

  it('says a round still being played cannot be verified yet', () => {
    expect(verifyRound(storedBlackjack({ nonce: 0 }, 100, { moves: 0 }))).toEqual({ status: 'unfinished' });
    expect(verifyRound(storedVideoPoker({ nonce: 0 }, { coins: 5, coinValue: 20 }, null))).toEqual({
      status: 'unfinished',
    });
    expect(verifyRound(storedMines({ nonce: 0 }, { mines: 3, stake: 100, houseEdge: 0.01 }, []))).toEqual({
      status: 'unfinished',
    });
  });

  it('says a board cancelled before its first pick has nothing to verify', () => {
    const untouched = storedMines({ nonce: 0 }, { mines: 3, stake: 100, houseEdge: 0.01 }, []);
    expect(verifyRound({ ...untouched, status: 'rolled-back' })).toEqual({ status: 'cancelled' });
  });

  it('verifies a video poker draw and reports a swapped card of the deck', () => {
    const held = [true, false, true, false, false];
    const round = storedVideoPoker({ nonce: 0 }, { coins: 5, coinValue: 20 }, held);
    const check = verifyRound(round);
    if (check.status !== 'verified' || check.recomputed.kind !== 'video-poker')
      throw new Error('not verified');
    // docs/fairness.md video poker vector 1: QS 6S TD 2D 3C, holding the first and third draws QS 9D TD 6C 8C.
    expect(check.recomputed.view.deck?.slice(0, 5)).toEqual(['QS', '6S', 'TD', '2D', '3C']);
    expect(check.recomputed.view.hand).toEqual(['QS', '9D', 'TD', '6C', '8C']);
    expect(check.recomputed.stake).toBe(100);

    const forged = tampered(round, (copy) => {
      if (copy.outcome.kind !== 'video-poker') throw new Error('not video poker');
      const { view } = copy.outcome;
      const deck = (view.deck ?? []).map((card, index) => (index === 5 ? 'AS' : card));
      copy.outcome = { ...copy.outcome, view: { ...view, deck } };
    });
    expect(differencesOf(verifyRound(forged))).toEqual([
      { path: 'outcome.view.deck[5]', stored: 'AS', recomputed: '9D' },
    ]);
  });

  it('verifies a mines board cashed out or lost, and reports moved mines', () => {
    const board = { mines: 3, stake: 100, houseEdge: 0.01 };
    const [first, second] = safeCells({ nonce: 0 }, 3) as [number, number];
    const cashed = storedMines({ nonce: 0 }, board, [
      { type: 'reveal', cell: first },
      { type: 'reveal', cell: second },
      { type: 'cash-out' },
    ]);
    const check = verifyRound(cashed);
    if (check.status !== 'verified' || check.recomputed.kind !== 'mines') throw new Error('not verified');
    // docs/fairness.md mines vector 1: 3 mines at 20, 9 and 14; two gems pay 1.2857×.
    expect(check.recomputed.view.minePositions).toEqual([20, 9, 14]);
    expect(check.recomputed.totalWin).toBe(128);

    const lost = storedMines({ nonce: 0 }, board, [{ type: 'reveal', cell: 20 }]);
    expect(verifyRound(lost).status).toBe('verified');

    const moved = tampered(lost, (copy) => {
      if (copy.outcome.kind !== 'mines') throw new Error('not mines');
      copy.outcome = { ...copy.outcome, view: { ...copy.outcome.view, minePositions: [20, 9, 15] } };
    });
    expect(differencesOf(verifyRound(moved))).toEqual([
      { path: 'outcome.view.minePositions[2]', stored: 15, recomputed: 14 },
    ]);
  });

  it('says why a table round cannot be replayed', () => {
    const round = storedMines({ nonce: 0 }, { mines: 3, stake: 100, houseEdge: 0.01 }, [
      { type: 'reveal', cell: 20 },
    ]);
    const movedOn = verifyRound(
      tampered(round, (copy) => {
        if (copy.outcome.kind !== 'mines') throw new Error('not mines');
        copy.outcome = { ...copy.outcome, actions: [...copy.outcome.actions, { type: 'cash-out' }] };
      }),
    );
    expect(movedOn).toMatchObject({ status: 'replay-failed', reason: 'cash out: round-over' });

    const plinko = storedPlinko({ nonce: 2 }, 100, { rows: 8, risk: 'low', houseEdge: 0.01 });
    expect(verifyRound({ ...plinko, kind: 'dice' })).toMatchObject({
      status: 'replay-failed',
      reason: 'a dice round holds a plinko outcome',
    });
  });
});
