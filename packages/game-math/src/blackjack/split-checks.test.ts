/** The analysis's valuation of splits against brute force, on one deck (strongest card-removal effects; ~3 s). */
import { expect, it } from 'vitest';
import { splitShares } from './split-checks.ts';

it('values two split hands as brute force over the first hand’s play does', { timeout: 60_000 }, () => {
  const shares = splitShares(1);
  expect(shares.twoHandsAnalysed).toBeGreaterThan(0.003);
  expect(Math.abs(shares.twoHandsBruteForce - shares.twoHandsAnalysed)).toBeLessThan(1e-14);
  // Following only the pair cards dealt, as published tables do, is close but not exact.
  expect(Math.abs(shares.pairCardsOnly - shares.analysed)).toBeGreaterThan(1e-7);
  expect(Math.abs(shares.pairCardsOnly - shares.analysed)).toBeLessThan(1e-5);
});
