/**
 * Prints the split checks of split-checks.ts for a shoe. Run from the repository root (about ten seconds):
 *
 *   npx tsx packages/game-math/src/blackjack/split-checks.analysis.ts [decks]
 *
 * See split-checks.ts for what the four sums are.
 */
import { splitShares } from './split-checks.ts';

const { console, process } = globalThis as unknown as {
  console: { log(message: string): void };
  process: { argv: string[] };
};

const decks = Number(process.argv[2] ?? 6);
const started = Date.now();
const shares = splitShares(decks);
const show = (value: number) => value.toFixed(10);
console.log(`${decks} decks; splits' share of the expected value per initial bet:`);
console.log(
  `two hands:  as analysed ${show(shares.twoHandsAnalysed)}, brute force ${show(shares.twoHandsBruteForce)}`,
);
console.log(
  `            difference ${(shares.twoHandsBruteForce - shares.twoHandsAnalysed).toExponential(2)}`,
);
console.log(
  `four hands: as analysed ${show(shares.analysed)}, pair cards only ${show(shares.pairCardsOnly)}`,
);
console.log(`            difference ${(shares.pairCardsOnly - shares.analysed).toExponential(2)}`);
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
