import { afterEach, describe, expect, it } from 'vitest';
import type { BonusGrant, CampaignInput, DepositOfferAnswer, MyBonuses } from '@casino/contracts';
import {
  MANY_REGISTRATIONS,
  call,
  registerPlayer,
  registration,
  type TestSession,
} from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  betBody,
  externalId,
  launchToken,
  ledgerProblems,
  seamlessAnswer,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import {
  bankWithdrawal,
  completeProfile,
  decide,
  markVerified,
  startDeposit,
} from '../payments/payments.test-support.ts';
import { bonusSteps, depositCampaign } from './bonuses.test-support.ts';

/** 100% of the first deposit, wagered once, 100.00 EUR at most per bet: small enough to play through in a test. */
function quickMatch(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const base = depositCampaign();
  return depositCampaign({
    terms: {
      ...base.terms,
      wagering: { multiple: 1, base: 'bonus' },
      maxBet: { EUR: 10_000 },
    },
    ...overrides,
  });
}

describe.each(databaseKinds)('bonus grants on %s', (kind) => {
  let now = new Date();
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS, clock: () => now });

  const { campaign, pauseRunning, deposit, mine, balance } = bonusSteps(test);
  afterEach(pauseRunning);

  /** One round on Lumen Slot: a bet, then its win closing the round; the engine counts it. */
  async function playRound(player: TestSession, stake: number, win: number) {
    const token = await launchToken(test.platform, player.userId, { now });
    const bet = betBody(token, stake);
    const betAnswer = await seamlessAnswer(test.app, studioSecret(test.platform), 'bet', bet);
    const winBody = { ...bet, transactionId: externalId('win'), amount: win, roundClosed: true };
    if (betAnswer.status === 'OK')
      await seamlessAnswer(test.app, studioSecret(test.platform), 'win', winBody);
    await test.deliverEvents();
    return betAnswer;
  }

  const newPlayer = () => registerPlayer(test.app);

  it('grants a deposit match on the deposit, funds stakes real money first and converts the bonus once wagered', async () => {
    await campaign(quickMatch());
    const player = await newPlayer();
    await deposit(player, 2_000);

    const granted = await mine(player);
    expect(granted.active).toMatchObject({
      status: 'active',
      amount: 2_000,
      balance: 2_000,
      wagered: 0,
      wageringRequired: 2_000,
      maxBet: 10_000,
    });
    expect(granted.active?.title).toContain('(de)');
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 2_000 });

    // A stake of 30.00: 20.00 real (all of it) and 10.00 bonus; the win of 15.00 goes back two to one.
    expect((await playRound(player, 3_000, 1_500)).status).toBe('OK');
    const after = await mine(player);
    expect(after.active).toBeNull();
    expect(after.history[0]).toMatchObject({
      status: 'completed',
      endReason: 'completed',
      convertedAmount: 1_500,
    });
    // Real: 0 + 10.00 of the win; then the bonus balance (10.00 left + 5.00 of the win) became real money.
    expect(await balance(player)).toMatchObject({ balanceMain: 2_500, bonusCasino: 0 });
    expect(await ledgerProblems(test.platform)).toEqual([]);

    // The same round delivered again counts nothing and converts nothing.
    await test.deliverEvents();
    expect(await balance(player)).toMatchObject({ balanceMain: 2_500, bonusCasino: 0 });
  });

  it('settles a late win of a round the bonus funded as the bonus ended: converted within the cap that is left', async () => {
    await campaign(quickMatch({ terms: { ...quickMatch().terms, maxCashOutMultiple: 1 } }));
    const player = await newPlayer();
    await deposit(player, 2_000);
    const token = await launchToken(test.platform, player.userId, { now });
    const bet = betBody(token, 3_000);
    expect((await seamlessAnswer(test.app, studioSecret(test.platform), 'bet', bet)).status).toBe('OK');
    // The stake completes the wagering at once: 10.00 of bonus left becomes real money.
    await test.deliverEvents();
    expect(await balance(player)).toMatchObject({ balanceMain: 1_000, bonusCasino: 0 });
    // The round's win comes later; its bonus share (a third, 20.00) lands with no bonus active.
    const win = { ...bet, transactionId: externalId('win'), amount: 6_000, roundClosed: true };
    await seamlessAnswer(test.app, studioSecret(test.platform), 'win', win);
    expect(await balance(player)).toMatchObject({ balanceMain: 5_000, bonusCasino: 2_000 });
    expect(await test.jobs.runOnce('bonuses.sweep')).toBe(true);
    // 10.00 of the cap of 20.00 was left: 10.00 more becomes real money, 10.00 goes back.
    expect(await balance(player)).toMatchObject({ balanceMain: 6_000, bonusCasino: 0 });
    expect((await mine(player)).history[0]).toMatchObject({ convertedAmount: 2_000 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('refuses a bet above the maximum bet while a bonus is active, moving nothing, and accepts one within it', async () => {
    await campaign(quickMatch({ terms: { ...quickMatch().terms, maxBet: { EUR: 500 } } }));
    const player = await newPlayer();
    await deposit(player, 2_000);
    const refused = await playRound(player, 501, 0);
    expect(refused).toMatchObject({ status: 'ERROR', code: 'BONUS_MAX_BET' });
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 2_000 });
    expect((await playRound(player, 500, 0)).status).toBe('OK');
    expect(await balance(player)).toMatchObject({ balanceMain: 1_500, bonusCasino: 2_000 });
    expect((await mine(player)).active?.wagered).toBe(500);
  });

  it('caps what a completed bonus turns into at its maximum cash-out, the rest going back in the ledger', async () => {
    await campaign(quickMatch({ terms: { ...quickMatch().terms, maxCashOutMultiple: 1 } }));
    const player = await newPlayer();
    await deposit(player, 2_000);
    // All real money and 10.00 bonus staked; a big win comes back 2:1 → the bonus balance reaches 10.00 + 30.00.
    expect((await playRound(player, 3_000, 9_000)).status).toBe('OK');
    const ended = (await mine(player)).history[0];
    expect(ended).toMatchObject({ status: 'completed', convertedAmount: 2_000 });
    // Real: 60.00 of the win + 20.00 converted (the cap, 1 × the grant); 20.00 of the 40.00 bonus went back.
    expect(await balance(player)).toMatchObject({ balanceMain: 8_000, bonusCasino: 0 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('queues a second bonus behind the active one; cancelling the active one takes its money and starts the next', async () => {
    await campaign(quickMatch());
    await campaign(
      quickMatch({
        trigger: { kind: 'deposit', depositNumbers: [2], minDeposit: { EUR: 1_000 }, code: null },
      }),
    );
    const player = await newPlayer();
    await deposit(player, 2_000);
    await deposit(player, 1_000);
    const both = await mine(player);
    expect(both.active?.amount).toBe(2_000);
    expect(both.queue.map((grant: BonusGrant) => grant.amount)).toEqual([1_000]);

    const first = both.active?.id ?? '';
    const cancelled = await call(test.app, player, 'POST', `/api/bonuses/mine/${first}/cancel?lang=en`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const next = cancelled.json<MyBonuses>();
    expect(next.active).toMatchObject({ amount: 1_000, balance: 1_000 });
    expect(next.history[0]).toMatchObject({ id: first, status: 'cancelled', endReason: 'cancelled' });
    expect(await balance(player)).toMatchObject({ balanceMain: 3_000, bonusCasino: 1_000 });

    // Nobody else can act on it, and an ended bonus cannot be cancelled again.
    const other = await newPlayer();
    const foreign = await call(
      test.app,
      other,
      'POST',
      `/api/bonuses/mine/${next.active?.id}/cancel?lang=en`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'bonus_not_found' } });
    const again = await call(test.app, player, 'POST', `/api/bonuses/mine/${first}/cancel?lang=en`);
    expect(again.statusCode).toBe(404);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('activating a queued bonus forfeits the active one with its wagering', async () => {
    await campaign(quickMatch());
    await campaign(
      quickMatch({
        trigger: { kind: 'deposit', depositNumbers: [2], minDeposit: { EUR: 1_000 }, code: null },
      }),
    );
    const player = await newPlayer();
    await deposit(player, 2_000);
    await deposit(player, 1_000);
    const { active, queue } = await mine(player);
    const response = await call(
      test.app,
      player,
      'POST',
      `/api/bonuses/mine/${queue[0]?.id}/activate?lang=en`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<MyBonuses>();
    expect(after.active).toMatchObject({ id: queue[0]?.id, balance: 1_000 });
    expect(after.history[0]).toMatchObject({ id: active?.id, status: 'forfeited', endReason: 'replaced' });
  });

  it('keeps a withdrawal free: it asks first while a bonus is active, then forfeits the bonus and pays the real money', async () => {
    await campaign(quickMatch());
    const player = await newPlayer();
    await deposit(player, 2_000);
    await markVerified(test.database.db, player.userId);
    const asked = await call(test.app, player, 'POST', '/api/payments/withdrawals', bankWithdrawal(2_000));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: { code: 'bonus_active' } });
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 2_000 });

    const confirmed = await call(test.app, player, 'POST', '/api/payments/withdrawals', {
      ...bankWithdrawal(2_000),
      forfeitBonus: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await mine(player)).history[0]).toMatchObject({ status: 'forfeited', endReason: 'withdrawal' });
    expect(await balance(player)).toMatchObject({ balanceMain: 0, bonusCasino: 0 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  /** A deposit match wagered ten times: a stake of the deposit alone does not finish it. */
  const longMatch = () =>
    quickMatch({ terms: { ...quickMatch().terms, wagering: { multiple: 10, base: 'bonus' } } });

  it('forfeits every bonus when the player starts a break from gambling', async () => {
    await campaign(longMatch());
    const player = await newPlayer();
    await deposit(player, 2_000);
    const response = await call(test.app, player, 'POST', '/api/protection/exclusions', {
      kind: 'timeOut',
      period: '24h',
    });
    expect(response.statusCode, response.body).toBe(200);
    await test.deliverEvents();
    expect((await mine(player)).history[0]).toMatchObject({ status: 'forfeited', endReason: 'break' });
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 0 });
  });

  it('ends the bonuses through the engine when the player changes currency (§4)', async () => {
    await campaign(longMatch());
    const player = await newPlayer();
    await deposit(player, 2_000);
    // The real money is staked and lost, so that none blocks the change.
    expect((await playRound(player, 2_000, 0)).status).toBe('OK');
    const changed = await call(test.app, player, 'POST', '/api/wallet/currency', {
      currency: 'USD',
      idempotencyKey: externalId('currency'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await mine(player)).history[0]).toMatchObject({
      status: 'forfeited',
      endReason: 'currency_change',
    });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  /** A deposit carrying a promo code, as the deposit form sends it. */
  const depositWithCode = (player: TestSession, promoCode: string) =>
    call(test.app, player, 'POST', '/api/payments/deposits', {
      methodId: 'card',
      amount: 2_000,
      promoCode,
      idempotencyKey: externalId('deposit'),
    });

  it('a claiming deposit gets one deposit bonus: the welcome offer before a reload it also qualifies for', async () => {
    const base = quickMatch();
    await campaign(
      quickMatch({
        trigger: { kind: 'periodic', every: 'week', onDeposit: true, minDeposit: { EUR: 1_000 } },
        terms: { ...base.terms, money: { kind: 'percent', percent: 50, min: {}, max: { EUR: 50_000 } } },
      }),
    );
    await campaign(quickMatch({ welcome: true }));
    const player = await newPlayer();
    await deposit(player, 2_000);
    const granted = await mine(player);
    expect(granted.active).toMatchObject({ trigger: 'deposit', amount: 2_000 });
    expect(granted.queue).toEqual([]);
  });

  it("tells the deposit form the bonus the next deposit claims: the welcome offer first, then the week's reload", async () => {
    const base = quickMatch();
    await campaign(
      quickMatch({
        slug: `weekly-reload-${Date.now()}`,
        trigger: { kind: 'periodic', every: 'week', onDeposit: true, minDeposit: { EUR: 1_000 } },
        terms: { ...base.terms, money: { kind: 'percent', percent: 50, min: {}, max: { EUR: 50_000 } } },
      }),
    );
    await campaign(quickMatch({ slug: `welcome-${Date.now()}`, welcome: true }));
    const player = await newPlayer();
    const offer = async () => {
      const response = await call(test.app, player, 'GET', '/api/bonuses/deposit-offer?lang=de');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DepositOfferAnswer>().offer;
    };
    expect(await offer()).toMatchObject({ trigger: 'deposit', percent: 100, minDeposit: 2_000 });
    expect((await offer())?.title).toContain('(de)');

    // The welcome match is for the first deposit only: the second deposit claims the reload.
    await deposit(player, 2_000);
    expect(await offer()).toMatchObject({ trigger: 'periodic', percent: 50, minDeposit: 1_000 });
    // The deposits got what was offered; once the week's reload is had, nothing more (until next week's period).
    await deposit(player, 2_000);
    const granted = await mine(player);
    expect([granted.active, ...granted.queue].map((grant) => grant?.trigger)).toEqual([
      'deposit',
      'periodic',
    ]);
    expect(await offer()).toBeNull();
  });

  it('grants nothing unasked: a deposit that does not claim a bonus gets none', async () => {
    await campaign(quickMatch());
    const player = await newPlayer();
    const { redirectUrl } = await startDeposit(test.app, player, 2_000);
    await decide(test.app, player, redirectUrl, 'approve');
    await test.deliverEvents();
    expect(await mine(player)).toMatchObject({ active: null, queue: [], history: [] });
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 0 });
  });

  it('grants a code campaign only on a deposit that carried its code, in any case', async () => {
    const code = `CODE${Date.now().toString(36).toUpperCase()}`;
    await campaign(quickMatch({ trigger: { kind: 'promo_code', code } }));
    const without = await newPlayer();
    await deposit(without, 2_000);
    expect((await mine(without)).active).toBeNull();

    const player = await newPlayer();
    await completeProfile(test.app, player);
    const created = await depositWithCode(player, code.toLowerCase());
    expect(created.statusCode, created.body).toBe(201);
    expect(
      (await decide(test.app, player, created.json<{ redirectUrl: string }>().redirectUrl, 'approve'))
        .statusCode,
    ).toBe(303);
    await test.deliverEvents();
    expect((await mine(player)).active).toMatchObject({ trigger: 'promo_code', amount: 2_000 });
  });

  it('answers no such code, or an invalid code for one not open to the player, and stops checking after ten wrong codes', async () => {
    const code = `RON${Date.now().toString(36).toUpperCase()}`;
    await campaign(
      quickMatch({
        currencies: ['RON'],
        trigger: { kind: 'promo_code', code },
        terms: {
          ...quickMatch().terms,
          money: { kind: 'percent', percent: 100, min: {}, max: { RON: 50_000 } },
          maxBet: { RON: 10_000 },
        },
      }),
    );
    const player = await newPlayer();
    await completeProfile(test.app, player);
    const invalid = await depositWithCode(player, code);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'invalid_promo_code' } });
    for (let attempt = 2; attempt <= 10; attempt++) {
      const unknown = await depositWithCode(player, `NOPE${attempt}`);
      expect(unknown.json()).toMatchObject({ error: { code: 'no_such_code' } });
    }
    const throttled = await depositWithCode(player, code);
    expect(throttled.statusCode).toBe(429);
    // A deposit without a code is never held back by wrong codes.
    expect((await startDeposit(test.app, player, 2_000)).paymentId).toBeTruthy();
  });

  it('checks a sign-up code before the account exists, and grants its bonus once the account is open', async () => {
    const code = `JOIN${Date.now().toString(36).toUpperCase()}`;
    const base = quickMatch();
    await campaign(
      quickMatch({
        trigger: { kind: 'registration_promo_code', code },
        terms: { ...base.terms, money: { kind: 'fixed', amounts: { EUR: 1_000 } } },
      }),
    );
    const unknown = await call(test.app, undefined, 'POST', '/api/auth/register', {
      ...registration(),
      promoCode: 'NOSUCHCODE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'no_such_code' } });
    const wrongCurrency = await call(test.app, undefined, 'POST', '/api/auth/register', {
      ...registration({ currency: 'USD' }),
      promoCode: code,
    });
    expect(wrongCurrency.json()).toMatchObject({ error: { code: 'invalid_promo_code' } });

    const player = await registerPlayer(test.app, { promoCode: code.toLowerCase() });
    await test.deliverEvents();
    expect((await mine(player)).active).toMatchObject({ trigger: 'registration_promo_code', amount: 1_000 });
    expect(await balance(player)).toMatchObject({ balanceMain: 0, bonusCasino: 1_000 });
  });

  it('redeems a code in My bonuses: a bonus without deposit at once, a deposit code for the next deposit', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const base = quickMatch();
    await campaign(
      quickMatch({
        trigger: { kind: 'promo_code', code: `GIFT${stamp}` },
        terms: { ...base.terms, money: { kind: 'fixed', amounts: { EUR: 500 } } },
      }),
    );
    await campaign(quickMatch({ trigger: { kind: 'promo_code', code: `MATCH${stamp}` } }));
    const player = await newPlayer();
    const redeem = (code: string) =>
      call(test.app, player, 'POST', '/api/bonuses/promo-code?lang=en', { code });

    const gift = await redeem(`gift${stamp}`);
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json()).toMatchObject({ outcome: 'activated', bonuses: { active: { amount: 500 } } });
    const again = await redeem(`GIFT${stamp}`);
    expect(again.json()).toMatchObject({ error: { code: 'invalid_promo_code' } });
    const match = await redeem(`MATCH${stamp}`);
    expect(match.json()).toMatchObject({ outcome: 'withDeposit', code: `MATCH${stamp}` });
    expect((await redeem('NOSUCH')).json()).toMatchObject({ error: { code: 'no_such_code' } });
  });

  it('grants within the per-player limit and the budget only', async () => {
    await campaign(quickMatch({ budget: { EUR: 3_000 } }));
    const players = [await newPlayer(), await newPlayer()];
    for (const player of players) await deposit(player, 2_000);
    // The second grant of 20.00 would take the budget of 30.00 over: it is not granted.
    const granted = await Promise.all(players.map(async (player) => (await mine(player)).active));
    expect(granted.map((grant) => grant?.amount ?? null)).toEqual([2_000, null]);
  });

  it('expires a bonus past its days in the sweep job, taking its bonus money back', async () => {
    await campaign(quickMatch({ terms: { ...quickMatch().terms, grantDays: 1 } }));
    const player = await newPlayer();
    await deposit(player, 2_000);
    const started = now;
    now = new Date(started.getTime() + 25 * 60 * 60_000);
    try {
      expect(await test.jobs.runOnce('bonuses.sweep')).toBe(true);
    } finally {
      now = started;
    }
    expect((await mine(player)).history[0]).toMatchObject({ status: 'expired', endReason: 'expired' });
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 0 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});
