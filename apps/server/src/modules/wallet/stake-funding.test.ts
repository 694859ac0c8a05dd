import { describe, expect, it } from 'vitest';
import {
  realMoneyStakes,
  realThenBonusStakes,
  reverseLines,
  splitWin,
  stakeBySource,
  type FundingLine,
  type StakeFundingInput,
} from './stake-funding.ts';

const none = { balances: {}, promotion: null, poolContributions: [] } satisfies Omit<
  StakeFundingInput,
  'stake'
>;
const jackpot = { pool: 'jackpot_pool', key: 'progressive', basisPoints: 150 } as const;

const describeLines = (lines: FundingLine[]) =>
  lines.map((line) => `${line.from.kind} → ${line.to.kind}: ${line.amount}`);

describe('stake funding policies', () => {
  it('funds the whole stake from real money by default, whatever the balances say', () => {
    expect(describeLines(realMoneyStakes.fund({ ...none, stake: 700 }))).toEqual(['real → house: 700']);
    expect(realMoneyStakes.readsInputs).toBe(false);
  });

  it('spends real money first and asks the rest of the bonus only when the promotion lets it', () => {
    const balances = { real: 300, bonus: 1_000 };
    const withBonus = { ...none, stake: 500, balances, promotion: { bonusPaysStakes: true, maxBet: null } };
    expect(describeLines(realThenBonusStakes.fund(withBonus))).toEqual([
      'real → house: 300',
      'bonus → bonus_liability: 200',
    ]);
    const realCovers = { ...withBonus, stake: 250 };
    expect(describeLines(realThenBonusStakes.fund(realCovers))).toEqual(['real → house: 250']);
    // Without a promotion the stake is asked of real money alone (the ledger refuses what it cannot cover).
    expect(describeLines(realThenBonusStakes.fund({ ...withBonus, promotion: null }))).toEqual([
      'real → house: 500',
    ]);
  });

  it('adds each pool contribution, rounded down, paid by the house out of the stake', () => {
    const input = { ...none, stake: 999, poolContributions: [jackpot] };
    expect(describeLines(realMoneyStakes.fund(input))).toEqual([
      'real → house: 999',
      'house → jackpot_pool: 14',
    ]);
    expect(describeLines(realMoneyStakes.fund({ ...input, stake: 50 }))).toEqual(['real → house: 50']);
  });

  it('always has the player pay exactly the stake', () => {
    for (const stake of [1, 7, 100, 12_345, 9_999_999])
      for (const real of [0, 1, 50, 100_000])
        for (const bonus of [0, 3, 1_000_000]) {
          const input = {
            stake,
            balances: { real, bonus },
            promotion: { bonusPaysStakes: true, maxBet: null },
            poolContributions: [jackpot],
          };
          const paid = stakeBySource(realThenBonusStakes.fund(input));
          expect((paid.real ?? 0) + (paid.bonus ?? 0)).toBe(stake);
          expect(paid.real ?? 0).toBe(Math.min(stake, real));
        }
  });
});

describe('splitWin', () => {
  it('pays a round funded by real money alone, or with no record, wholly in real money', () => {
    expect(describeLines(splitWin(400, null))).toEqual(['house → real: 400']);
    expect(describeLines(splitWin(400, { real: 100 }))).toEqual(['house → real: 400']);
    expect(describeLines(splitWin(400, {}))).toEqual(['house → real: 400']);
  });

  it('returns the win in the proportion the stakes were paid, the odd unit to real money', () => {
    expect(describeLines(splitWin(400, { real: 500, bonus: 300 }))).toEqual([
      'house → real: 250',
      'bonus_liability → bonus: 150',
    ]);
    expect(describeLines(splitWin(100, { real: 100, bonus: 200 }))).toEqual([
      'house → real: 34',
      'bonus_liability → bonus: 66',
    ]);
    expect(describeLines(splitWin(10, { bonus: 20 }))).toEqual(['bonus_liability → bonus: 10']);
  });

  it('never creates or loses a minor unit, even for amounts whose product passes 2^53', () => {
    for (const amount of [1, 2, 3, 99, 1_000_001, 999_999_999_999])
      for (const funding of [
        { real: 1, bonus: 2 },
        { real: 7, bonus: 0 },
        { real: 0, bonus: 5 },
        { real: 999_999_999_997, bonus: 999_999_999_989 },
      ]) {
        const lines = splitWin(amount, funding);
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(amount);
        expect(lines.every((line) => line.amount > 0 && Number.isSafeInteger(line.amount))).toBe(true);
      }
  });
});

describe('reverseLines', () => {
  it('swaps each line and keeps its amount, so a reversal of a reversal is the original', () => {
    const lines = realThenBonusStakes.fund({
      stake: 900,
      balances: { real: 100 },
      promotion: { bonusPaysStakes: true, maxBet: null },
      poolContributions: [jackpot],
    });
    expect(describeLines(reverseLines(lines))).toEqual([
      'house → real: 100',
      'bonus_liability → bonus: 800',
      'jackpot_pool → house: 13',
    ]);
    expect(reverseLines(reverseLines(lines))).toEqual(lines);
  });
});
