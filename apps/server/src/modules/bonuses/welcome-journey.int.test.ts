import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CampaignInput } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, testConfig, useTestApp } from '../../test/test-platform.ts';
import {
  betBody,
  externalId,
  launchToken,
  ledgerProblems,
  seamlessAnswer,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import { playerIdFor } from '../game-wallet/seamless-session.service.ts';
import { bankWithdrawal, markVerified } from '../payments/payments.test-support.ts';
import { bonusSteps, depositCampaign } from './bonuses.test-support.ts';
import { startFakeFreeRounds } from './free-rounds.test-support.ts';

const STUDIO_SECRET = testConfig().seamlessWalletSecrets['lumen-studio'] ?? '';
const provider = await startFakeFreeRounds(STUDIO_SECRET);
afterAll(() => provider.close());

/**
 * A welcome offer small enough to play through: 200% of the first deposit up to 100.00 EUR and 2 free spins of
 * 0.20 EUR, everything wagered once, at most 100.00 EUR a bet, and at most 10 times the bonus turned into real money.
 */
function welcomeOffer(): CampaignInput {
  const base = depositCampaign();
  return depositCampaign({
    welcome: true,
    trigger: { kind: 'deposit', depositNumbers: [1, 2, 3], minDeposit: { EUR: 2_000 }, code: null },
    terms: {
      ...base.terms,
      money: { kind: 'percent', percent: 200, min: {}, max: { EUR: 10_000 } },
      freeSpins: {
        count: 2,
        games: [{ provider: 'lumen-studio', gameId: 'lumen-slot' }],
        betValue: { EUR: 20 },
        dayLimit: null,
      },
      wagering: { multiple: 1, base: 'bonus' },
      maxBet: { EUR: 10_000 },
      maxCashOutMultiple: 10,
    },
  });
}

describe.each(databaseKinds)('the welcome offer, start to finish, on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, STUDIO_URL: provider.url } });
  const { campaign, pauseRunning, deposit, mine, balance } = bonusSteps(test);
  afterEach(pauseRunning);

  /** One paid round on Lumen Slot through the signed seamless wallet, then the engine's reaction. */
  async function playRound(player: TestSession, stake: number, win: number) {
    const token = await launchToken(test.platform, player.userId);
    const bet = betBody(token, stake);
    const answer = await seamlessAnswer(test.app, studioSecret(test.platform), 'bet', bet);
    expect(answer.status).toBe('OK');
    const winBody = { ...bet, transactionId: externalId('win'), amount: win, roundClosed: true };
    expect((await seamlessAnswer(test.app, studioSecret(test.platform), 'win', winBody)).status).toBe('OK');
    await test.deliverEvents();
  }

  it('grants the bonus and the free spins on the claiming deposit, converts each once wagered, and pays the winnings out', async () => {
    await campaign(welcomeOffer());
    const player = await registerPlayer(test.app);
    await deposit(player, 2_000);

    // 20.00 deposited: 40.00 of bonus money, and the 2 free spins handed to the provider as one award.
    expect((await mine(player)).active).toMatchObject({ amount: 4_000, wageringRequired: 4_000 });
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 4_000 });
    const [award] = [...provider.awards.values()].filter(
      (candidate) => candidate.playerId === playerIdFor('lumen-studio', player.userId),
    );
    expect(award).toMatchObject({ count: 2, bet: 20, status: 'active' });
    if (!award) return;

    // The provider plays both free rounds and reports their 3.00 EUR once: a bonus of its own, queued.
    provider.play(award.id, 2, 150);
    const token = await launchToken(test.platform, player.userId);
    const report = {
      token,
      transactionId: `free-rounds:${award.id}:lumen-slot:win`,
      roundId: `free-rounds:${award.id}:lumen-slot`,
      gameId: 'lumen-slot',
      roundClosed: true,
      amount: 300,
      currency: 'EUR',
      freeRoundsId: award.id,
    };
    expect((await seamlessAnswer(test.app, studioSecret(test.platform), 'win', report)).status).toBe('OK');
    await test.deliverEvents();
    expect((await mine(player)).queue).toMatchObject([{ amount: 300, status: 'queued' }]);

    // A stake of 60.00 (20.00 real, then 40.00 bonus) wagers the match; its 90.00 win comes back one third real,
    // two thirds bonus, and the 60.00 of bonus money becomes real money at once, exactly once.
    await playRound(player, 6_000, 9_000);
    const afterMatch = await mine(player);
    expect(afterMatch.history).toMatchObject([{ status: 'completed', convertedAmount: 6_000 }]);
    // The free spins' bonus moved up: 3.00 of bonus money to wager once.
    expect(afterMatch.active).toMatchObject({ amount: 300, wageringRequired: 300 });
    expect(await balance(player)).toMatchObject({ balanceMain: 9_000, bonusCasino: 300 });

    // A stake of 3.00 is real money first: the bonus is wagered, and its 3.00 are converted in turn.
    await playRound(player, 300, 0);
    const done = await mine(player);
    expect(done.active).toBeNull();
    expect(done.history.map((grant) => grant.status)).toEqual(['completed', 'completed']);
    expect(await balance(player)).toMatchObject({ balanceMain: 9_000, bonusCasino: 0 });

    // Nothing is held back: the whole real balance is withdrawn without a question about bonuses.
    await markVerified(test.database.db, player.userId);
    const withdrawal = await call(
      test.app,
      player,
      'POST',
      '/api/payments/withdrawals',
      bankWithdrawal(9_000),
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(await balance(player)).toMatchObject({ balanceMain: 0, bonusCasino: 0 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});
