import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestPlatform } from '../../test/test-platform.ts';
import { realThenBonusStakes, type PoolContribution } from '../wallet/stake-funding.ts';
import {
  betBody,
  externalId,
  fund,
  gameWalletServices,
  launchToken,
  ledgerProblems,
  roundOf,
  STUDIO,
  walletOf,
} from './game-wallet.test-support.ts';
import { ledgerKeyOf } from './seamless-transactions.service.ts';

const JACKPOT: PoolContribution = { pool: 'jackpot_pool', key: 'lumen-progressive', basisPoints: 100 };

/**
 * A bet funded by a policy other than the default: real money first, then bonus money, with 1% of every stake
 * put into a jackpot pool. The win comes back in the proportion the stake was paid; a rollback undoes its call's
 * lines exactly.
 */
describe.each(databaseKinds)('stake funding policy on %s', (kind) => {
  const test = useTestPlatform(kind);

  function services() {
    const { wallet } = gameWalletServices(test.platform);
    return gameWalletServices(test.platform, {
      gameNameOf: async () => 'Lumen Slot',
      stakeFunding: {
        policy: realThenBonusStakes,
        inputsOf: async ({ userId }) => {
          const balance = await wallet.reads.fullBalance(userId);
          return {
            balances: { real: balance.real, bonus: balance.bonus },
            promotion: { bonusPaysStakes: true, maxBet: null },
            poolContributions: [JACKPOT],
          };
        },
      },
    });
  }

  /** A player holding `real` and `bonus` (granted as the bonus engine will: from the bonus liability). */
  async function player(real: number, bonus: number) {
    const userId = randomUUID();
    await fund(test.platform, userId, real);
    await walletOf(test.platform).port.transfer({
      idempotencyKey: `test-bonus-grant:${userId}`,
      type: 'bonus',
      currency: 'EUR',
      phase: 'posted',
      status: 'complete',
      userId,
      lines: [
        {
          from: { owner: 'platform', kind: 'bonus_liability', key: '' },
          to: { owner: 'player', userId, kind: 'bonus' },
          amount: bonus,
        },
      ],
    });
    return { userId, token: await launchToken(test.platform, userId) };
  }

  function rollbackOf(token: string, roundId: string, referenceTransactionId: string) {
    const { transactionId, gameId } = betBody(token, 0, roundId);
    return { token, transactionId, roundId, gameId, roundClosed: false, referenceTransactionId };
  }

  /** The ledger lines of a seamless call, as `from kind → to kind: amount`, in line order. */
  async function ledgerLines(transactionId: string): Promise<string[]> {
    const result = await test.platform.db.execute(sql`
      select d.kind as "from", c.kind as "to", t.amount
        from transfers t
        join ledger_accounts d on d.id = t.debit_account
        join ledger_accounts c on c.id = t.credit_account
       where t.idempotency_key = ${ledgerKeyOf(STUDIO, transactionId)}
       order by t.line`);
    const rows = (result as unknown as { rows: { from: string; to: string; amount: string | number }[] })
      .rows;
    return rows.map((row) => `${row.from} → ${row.to}: ${Number(row.amount)}`);
  }

  async function jackpotPool(): Promise<number> {
    const result = await test.platform.db.execute(sql`
      select coalesce(sum(balance), 0) as balance from ledger_accounts
       where owner_kind = 'platform' and kind = 'jackpot_pool' and key = ${JACKPOT.key}`);
    const [row] = (result as unknown as { rows: { balance: string | number }[] }).rows;
    return Number(row?.balance ?? 0);
  }

  it('spends real money first, then bonus money, puts 1% in the jackpot pool and splits the win back', async () => {
    const { wallet, gameWallet } = services();
    const { userId, token } = await player(500, 1_000);
    const poolBefore = await jackpotPool();
    const roundId = externalId('round');
    const bet = betBody(token, 800, roundId);
    expect(await gameWallet.transactions.bet(STUDIO, bet)).toMatchObject({ status: 'OK', balance: 0 });
    expect(await ledgerLines(bet.transactionId)).toEqual([
      'real → house: 500',
      'bonus → bonus_liability: 300',
      'house → jackpot_pool: 8',
    ]);
    expect(await jackpotPool()).toBe(poolBefore + 8);

    const win = { ...betBody(token, 0, roundId), amount: 400, roundClosed: true };
    expect(await gameWallet.transactions.win(STUDIO, win)).toMatchObject({ status: 'OK', balance: 250 });
    // 300 of the 800 staked was bonus money: 150 of the 400 won returns to the bonus, the rest is real.
    expect(await ledgerLines(win.transactionId)).toEqual([
      'house → real: 250',
      'bonus_liability → bonus: 150',
    ]);
    expect(await wallet.reads.fullBalance(userId)).toMatchObject({ real: 250, bonus: 850 });
    expect(await roundOf(test.platform, roundId)).toMatchObject({ betTotal: 800, winTotal: 400 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('rounds each share down for the bonus, so the withdrawable balance gets the odd minor unit', async () => {
    const { wallet, gameWallet } = services();
    const { userId, token } = await player(100, 200);
    const roundId = externalId('round');
    await gameWallet.transactions.bet(STUDIO, betBody(token, 300, roundId));
    const win = { ...betBody(token, 0, roundId), amount: 100 };
    await gameWallet.transactions.win(STUDIO, win);
    // Two thirds of 100 is 66.67: the bonus gets 66, real money 34.
    expect(await ledgerLines(win.transactionId)).toEqual(['house → real: 34', 'bonus_liability → bonus: 66']);
    expect(await wallet.reads.fullBalance(userId)).toMatchObject({ real: 34, bonus: 66 });
  });

  it('reverses exactly the lines of the bet or win a rollback cancels', async () => {
    const { wallet, gameWallet } = services();
    const { userId, token } = await player(500, 1_000);
    const poolBefore = await jackpotPool();
    const roundId = externalId('round');
    const bet = betBody(token, 800, roundId);
    await gameWallet.transactions.bet(STUDIO, bet);
    const win = { ...betBody(token, 0, roundId), amount: 400 };
    await gameWallet.transactions.win(STUDIO, win);

    const rollbackWin = rollbackOf(token, roundId, win.transactionId);
    expect(await gameWallet.transactions.rollback(STUDIO, rollbackWin)).toMatchObject({ status: 'OK' });
    expect(await ledgerLines(rollbackWin.transactionId)).toEqual([
      'real → house: 250',
      'bonus → bonus_liability: 150',
    ]);
    const rollbackBet = rollbackOf(token, roundId, bet.transactionId);
    expect(await gameWallet.transactions.rollback(STUDIO, rollbackBet)).toMatchObject({
      status: 'OK',
      balance: 500,
    });
    expect(await ledgerLines(rollbackBet.transactionId)).toEqual([
      'house → real: 500',
      'bonus_liability → bonus: 300',
      'jackpot_pool → house: 8',
    ]);
    expect(await wallet.reads.fullBalance(userId)).toMatchObject({ real: 500, bonus: 1_000 });
    expect(await jackpotPool()).toBe(poolBefore);
    expect(await roundOf(test.platform, roundId)).toMatchObject({ betTotal: 0, winTotal: 0 });

    // With the bet cancelled the round holds no bonus-funded stake: a later win is real money only.
    const laterBet = betBody(token, 200, roundId);
    await gameWallet.transactions.bet(STUDIO, laterBet);
    const laterWin = { ...betBody(token, 0, roundId), amount: 100 };
    await gameWallet.transactions.win(STUDIO, laterWin);
    expect(await ledgerLines(laterWin.transactionId)).toEqual(['house → real: 100']);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('pays a repeated win from the split recorded with it, even after the round is funded otherwise', async () => {
    const { gameWallet } = services();
    const { token } = await player(100, 100);
    const roundId = externalId('round');
    await gameWallet.transactions.bet(STUDIO, betBody(token, 200, roundId));
    const win = { ...betBody(token, 0, roundId), amount: 100 };
    const first = await gameWallet.transactions.win(STUDIO, win);
    await gameWallet.transactions.bet(STUDIO, betBody(token, 50, roundId));
    expect(await gameWallet.transactions.win(STUDIO, win)).toEqual(first);
    expect(await ledgerLines(win.transactionId)).toEqual(['house → real: 50', 'bonus_liability → bonus: 50']);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});
