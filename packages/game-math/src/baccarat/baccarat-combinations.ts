/**
 * The exact odds of the player, banker and tie outcomes, by enumeration over a shoe's composition without
 * replacement (the standard analysis). Only points matter to the outcome, so the shoe is ten classes of
 * cards by points (10, J, Q and K merge into one class of points 0). The enumeration walks the first four
 * cards' points (player, banker, player, banker) with their multiplicities, then the third cards the rules
 * call for. Every deal is counted as the ordered six-card sequences that start with it, so each outcome's
 * count is out of N·(N − 1)·…·(N − 5) for a shoe of N cards: the form in which the Wizard of Odds publishes
 * them. About 10⁴ four-card starts and 10⁶ leaves in all: well under a second.
 */
import { bankerDraws, isNatural, playerDraws } from './baccarat-rules.ts';
import { baccaratOutcomeOf, type BaccaratOutcome } from './baccarat-round.ts';

/** Ordered six-card sequences of a shoe giving each outcome, and all of them. */
export interface BaccaratOutcomeCombinations {
  readonly player: bigint;
  readonly banker: bigint;
  readonly tie: bigint;
  /** N·(N − 1)·…·(N − 5) for a shoe of N cards. */
  readonly total: bigint;
}

/** Cards of each points value, 0–9, in a shoe of `decks` decks: 16 per deck of points 0, 4 of each other. */
export function baccaratShoeComposition(decks: number): number[] {
  if (!Number.isSafeInteger(decks) || decks < 1) throw new RangeError('a shoe holds at least one deck');
  return Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * decks);
}

/** The exact outcome counts of a shoe given as the number of cards of each points value 0–9. */
export function baccaratOutcomeCombinations(composition: readonly number[]): BaccaratOutcomeCombinations {
  if (composition.length !== 10 || composition.some((count) => !Number.isSafeInteger(count) || count < 0))
    throw new RangeError('a composition is 10 non-negative whole counts, for points 0–9');
  const counts = [...composition];
  const size = counts.reduce((sum, count) => sum + count, 0);
  if (size < 6) throw new RangeError('a shoe needs at least 6 cards to deal any round');

  const tally: Record<BaccaratOutcome, bigint> = { player: 0n, banker: 0n, tie: 0n };
  const continuations: Record<BaccaratOutcome, number> = { player: 0, banker: 0, tie: 0 };
  const start = [0, 0, 0, 0];

  // Takes a card of each points value in turn, multiplying the ways; `depth` cards are already out.
  const deal = (depth: number, ways: bigint): void => {
    if (depth === 4) {
      continuations.player = 0;
      continuations.banker = 0;
      continuations.tie = 0;
      countContinuations(start, counts, size - 4, continuations);
      for (const outcome of ['player', 'banker', 'tie'] as const)
        tally[outcome] += ways * BigInt(continuations[outcome]);
      return;
    }
    for (let points = 0; points < 10; points += 1) {
      const available = counts[points] ?? 0;
      if (available === 0) continue;
      start[depth] = points;
      counts[points] = available - 1;
      deal(depth + 1, ways * BigInt(available));
      counts[points] = available;
    }
  };
  deal(0, 1n);

  let total = 1n;
  for (let taken = 0; taken < 6; taken += 1) total *= BigInt(size - taken);
  return { ...tally, total };
}

/**
 * Adds to `into` the ordered two-card continuations (cards 5 and 6) of a four-card start that give each
 * outcome; a deal that ends before card 6 counts every card that could follow it. `counts` are the cards
 * left, `left` their sum; both are restored before returning.
 */
function countContinuations(
  start: readonly number[],
  counts: number[],
  left: number,
  into: Record<BaccaratOutcome, number>,
): void {
  const [player1 = 0, banker1 = 0, player2 = 0, banker2 = 0] = start;
  const playerTwo = (player1 + player2) % 10;
  const bankerTwo = (banker1 + banker2) % 10;

  if (
    isNatural(playerTwo) ||
    isNatural(bankerTwo) ||
    (!playerDraws(playerTwo) && !bankerDraws(bankerTwo, null))
  ) {
    into[baccaratOutcomeOf(playerTwo, bankerTwo)] += left * (left - 1);
    return;
  }
  if (!playerDraws(playerTwo)) {
    // The player stands and the banker draws card 5; any card 6 follows.
    for (let third = 0; third < 10; third += 1) {
      const available = counts[third] ?? 0;
      if (available > 0)
        into[baccaratOutcomeOf(playerTwo, (bankerTwo + third) % 10)] += available * (left - 1);
    }
    return;
  }
  for (let playerThird = 0; playerThird < 10; playerThird += 1) {
    const available = counts[playerThird] ?? 0;
    if (available === 0) continue;
    const playerTotal = (playerTwo + playerThird) % 10;
    if (!bankerDraws(bankerTwo, playerThird)) {
      into[baccaratOutcomeOf(playerTotal, bankerTwo)] += available * (left - 1);
      continue;
    }
    counts[playerThird] = available - 1;
    for (let bankerThird = 0; bankerThird < 10; bankerThird += 1) {
      const remaining = counts[bankerThird] ?? 0;
      if (remaining > 0)
        into[baccaratOutcomeOf(playerTotal, (bankerTwo + bankerThird) % 10)] += available * remaining;
    }
    counts[playerThird] = available;
  }
}
