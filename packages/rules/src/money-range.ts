/**
 * The one bound on money: no single amount and no player balance may exceed MAX_MONEY_MINOR_UNITS, in minor
 * units of whatever player currency it is in.
 *
 * Why 10^12. The currency with the most minor units per euro among the player currencies is CZK (about 2,500
 * haléř to the euro; ISK has no minor unit and about 150 krónur to the euro), so 10^12 minor units are at least
 * 400 million euros in any of them: tens of thousands of times the largest deposit the cashier accepts, and
 * far above any balance a real player holds. It is also 9,007 times below 2^53 - 1, the largest integer a JavaScript
 * number holds exactly, so the sums the API and the reports make of a few bounded values (real plus bonus
 * balance, a page of history) stay exact.
 *
 * Platform accounts (house, payment clearing, bonus liability…) are the other side of every player movement:
 * they add up the whole platform's turnover over the years and are not bounded by this maximum (bounding them
 * would one day stop all play). Each movement into or out of them is bounded by it, their balances are only
 * ever read as exact integers (never as JavaScript numbers), and PostgreSQL refuses to take a `bigint` column
 * past ±9.2 × 10^18, which fails the whole transaction rather than wrapping: more than nine million maximal
 * movements one way before that could happen.
 */
export const MAX_MONEY_MINOR_UNITS = 1_000_000_000_000;

/** An amount one movement of money may carry: a whole number of minor units from 1 to the maximum. */
export function isMoneyAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_MONEY_MINOR_UNITS;
}

/** A balance a player account may hold: from 0 to the maximum, in minor units. */
export function isMoneyBalance(balance: bigint): boolean {
  return balance >= 0n && balance <= BigInt(MAX_MONEY_MINOR_UNITS);
}
