/**
 * The analysed return against rounds dealt by the real code: the HMAC stream, the six-deck shuffle and the
 * round's state machine, played by basic strategy. Every round shuffles 312 cards (about 18 HMACs), so this
 * runs about 4,000 rounds a second: 40,000 rounds, with a standard deviation of about 1.15 bets per round, give
 * a standard error of about 0.006, and the test allows 4 standard errors. blackjack.simulation.ts runs longer.
 */
import { expect, it } from 'vitest';
import { BLACKJACK_EXPECTED_VALUE } from './blackjack-rtp.ts';
import { simulateBasicStrategy } from './simulate-basic-strategy.ts';

it('pays back the analysed return within 4 standard errors', { timeout: 120_000 }, () => {
  const result = simulateBasicStrategy({
    serverSeed: 'blackjack-simulation',
    clientSeed: 'basic-strategy',
    firstNonce: 0,
    rounds: 40_000,
    bet: 100,
  });
  expect(result.standardDeviation).toBeGreaterThan(1.1);
  expect(result.standardDeviation).toBeLessThan(1.2);
  expect(Math.abs(result.mean - BLACKJACK_EXPECTED_VALUE)).toBeLessThan(4 * result.standardError);
});
