import { afterEach, describe, expect, it } from 'vitest';
import type {
  SeamlessAuthenticateAnswer,
  SeamlessBalanceAnswer,
  SeamlessOperation,
  SeamlessTransactionAnswer,
  ShortBalance,
} from '@casino/contracts';
import { MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  betBody,
  externalId,
  fund,
  gameTransactions,
  gameTransactionTypes,
  launchToken,
  ledgerProblems,
  roundOf,
  seamlessAnswer,
  seamlessCall,
  seamlessSignature,
  STUDIO,
  studioSecret,
} from './game-wallet.test-support.ts';

/**
 * The seamless-wallet conformance suite: what a game provider sends (signed HTTP, duplicates, calls out of
 * order, rollbacks before their bet, expired tokens, forged signatures, stakes above the balance) and what it
 * must get back, checked against the player's balance and game history and the ledger's invariants.
 */
describe.each(databaseKinds)('seamless wallet conformance on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });
  const secret = () => studioSecret(test.platform);
  const call = (operation: SeamlessOperation, body: object) =>
    seamlessCall(test.app, secret(), operation, body);
  const answer = <T = SeamlessTransactionAnswer>(operation: SeamlessOperation, body: object) =>
    seamlessAnswer<T>(test.app, secret(), operation, body);

  interface Player {
    session: TestSession;
    token: string;
  }

  async function player(balance = 10_000, tokenAgeMinutes = 0): Promise<Player> {
    const session = await registerPlayer(test.app);
    if (balance > 0) await fund(test.platform, session.userId, balance);
    return {
      session,
      token: await launchToken(test.platform, session.userId, { ageMinutes: tokenAgeMinutes }),
    };
  }

  async function balanceOf({ session }: Player): Promise<number> {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/wallet/balance',
      cookies: session.cookies,
    });
    return response.json<ShortBalance>().balanceMain;
  }

  const stake = (who: Player, roundId: string, amount: number, extra: object = {}) => ({
    ...betBody(who.token, amount, roundId),
    ...extra,
  });
  const cancel = (who: Player, roundId: string, referenceTransactionId: string, extra: object = {}) => ({
    token: who.token,
    transactionId: externalId('rb'),
    referenceTransactionId,
    roundId,
    gameId: 'lumen-slot',
    roundClosed: false,
    ...extra,
  });

  afterEach(async () => {
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('authenticates a launch token: an opaque player id, currency, country, balance and a sliding expiry', async () => {
    const alice = await player(10_000, 29);
    const first = await answer<SeamlessAuthenticateAnswer>('authenticate', { token: alice.token });
    expect(first).toMatchObject({
      status: 'OK',
      gameId: 'lumen-slot',
      currency: 'EUR',
      balance: 10_000,
      country: 'DE',
    });
    if (first.status !== 'OK') throw new Error('not authenticated');
    expect(first.playerId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.playerId).not.toContain(alice.session.userId.slice(0, 8));
    // Made 29 minutes ago, so one minute was left: authenticating gives it 30 minutes from now.
    const left = new Date(first.tokenExpiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);

    const again = await answer<SeamlessAuthenticateAnswer>('authenticate', { token: alice.token });
    expect(again).toMatchObject({ status: 'OK', playerId: first.playerId });
    expect(await answer('authenticate', { token: 'no-such-token' })).toEqual({
      status: 'ERROR',
      code: 'INVALID_TOKEN',
    });
  });

  it('answers the balance and refuses an expired token with TOKEN_EXPIRED', async () => {
    const alice = await player(4_200);
    expect(await answer<SeamlessBalanceAnswer>('balance', { token: alice.token })).toEqual({
      status: 'OK',
      currency: 'EUR',
      balance: 4_200,
    });
    const late = await player(4_200, 31);
    expect(await answer('balance', { token: late.token })).toEqual({
      status: 'ERROR',
      code: 'TOKEN_EXPIRED',
      balance: 4_200,
      currency: 'EUR',
    });
    expect(await answer('authenticate', { token: late.token })).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('runs a bet and win round trip with the balance in each answer, then refuses play on the closed round', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const betCall = stake(alice, round, 300);
    const bet = await answer('bet', betCall);
    expect(bet).toMatchObject({
      status: 'OK',
      balance: 9_700,
      currency: 'EUR',
      transactionId: betCall.transactionId,
    });
    const win = await answer('win', stake(alice, round, 750, { roundClosed: true }));
    expect(win).toMatchObject({ status: 'OK', balance: 10_450, currency: 'EUR' });
    expect(await balanceOf(alice)).toBe(10_450);

    const history = await gameTransactions(test.app, alice.session);
    expect(history.map((row) => [row.type, row.amount, row.balanceAfter, row.method])).toEqual([
      ['win', 750, 10_450, 'lumen-slot'],
      ['bet', 300, 9_700, 'lumen-slot'],
    ]);
    // platformTransactionId is the player's own transaction id in their history.
    if (bet.status !== 'OK') throw new Error('bet refused');
    expect(history[1]?.id).toBe(bet.platformTransactionId);

    expect(await answer('bet', stake(alice, round, 100))).toEqual({
      status: 'ERROR',
      code: 'ROUND_CLOSED',
      balance: 10_450,
      currency: 'EUR',
    });
    expect(await answer('win', stake(alice, round, 100))).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await balanceOf(alice)).toBe(10_450);
    expect(await roundOf(test.platform, round)).toEqual({ status: 'closed', betTotal: 300, winTotal: 750 });
  });

  it('records a zero win without moving money, and answers it like any win', async () => {
    const alice = await player(1_000);
    const round = externalId('round');
    await answer('bet', stake(alice, round, 1_000));
    const lost = await answer('win', stake(alice, round, 0, { roundClosed: true }));
    expect(lost).toMatchObject({ status: 'OK', balance: 0 });
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['bet']);
  });

  it('answers a repeated bet with its first answer and moves the money once', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const first = stake(alice, round, 1_000);
    const original = await answer('bet', first);
    await answer('bet', stake(alice, round, 500));
    // The repeat's balance is the one of the first time, not today's.
    expect(await answer('bet', first)).toEqual(original);
    expect(original).toMatchObject({ balance: 9_000 });
    expect(await balanceOf(alice)).toBe(8_500);
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['bet', 'bet']);
  });

  it('refuses a transaction id reused with another body with DUPLICATE_MISMATCH, and moves nothing', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const first = stake(alice, round, 1_000);
    await answer('bet', first);
    expect(await answer('bet', { ...first, amount: 2_000 })).toEqual({
      status: 'ERROR',
      code: 'DUPLICATE_MISMATCH',
      balance: 9_000,
      currency: 'EUR',
    });
    expect(await answer('win', { ...first })).toMatchObject({ code: 'DUPLICATE_MISMATCH' });
    expect(await balanceOf(alice)).toBe(9_000);
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['bet']);
  });

  it('accepts a win before its bet, and rolls back a win and a bet after they happened', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const win = stake(alice, round, 400);
    expect(await answer('win', win)).toMatchObject({ status: 'OK', balance: 10_400 });
    const bet = stake(alice, round, 1_000);
    expect(await answer('bet', bet)).toMatchObject({ status: 'OK', balance: 9_400 });

    const undoWin = cancel(alice, round, win.transactionId);
    expect(await answer('rollback', undoWin)).toMatchObject({ status: 'OK', balance: 9_000 });
    const undoBet = cancel(alice, round, bet.transactionId, { roundClosed: true });
    expect(await answer('rollback', undoBet)).toMatchObject({ status: 'OK', balance: 10_000 });
    // A second rollback (another id) of the same bet changes nothing; a repeat gets the first answer.
    expect(await answer('rollback', cancel(alice, round, bet.transactionId))).toMatchObject({
      status: 'OK',
      balance: 10_000,
    });
    expect(await answer('rollback', undoWin)).toMatchObject({ status: 'OK', balance: 9_000 });

    expect(await balanceOf(alice)).toBe(10_000);
    expect(await roundOf(test.platform, round)).toEqual({ status: 'closed', betTotal: 0, winTotal: 0 });
    const history = await gameTransactions(test.app, alice.session);
    expect(history.map((row) => [row.type, row.status])).toEqual([
      ['rollbackBet', 'complete'],
      ['rollbackWin', 'complete'],
      ['bet', 'rollback'],
      ['win', 'rollback'],
    ]);
  });

  it('records a rollback that arrives before its bet, and refuses the late bet with BET_ROLLED_BACK', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const bet = stake(alice, round, 2_500);
    const undo = cancel(alice, round, bet.transactionId);
    const rolledBack = await answer('rollback', undo);
    expect(rolledBack).toMatchObject({ status: 'OK', balance: 10_000, transactionId: undo.transactionId });
    expect(await answer('bet', bet)).toEqual({
      status: 'ERROR',
      code: 'BET_ROLLED_BACK',
      balance: 10_000,
      currency: 'EUR',
    });
    expect(await answer('bet', bet)).toMatchObject({ code: 'BET_ROLLED_BACK' });
    expect(await answer('rollback', undo)).toEqual(rolledBack);
    // The same for a win rolled back before it arrived.
    const win = stake(alice, round, 900);
    await answer('rollback', cancel(alice, round, win.transactionId));
    expect(await answer('win', win)).toMatchObject({ code: 'WIN_ROLLED_BACK', balance: 10_000 });
    expect(await balanceOf(alice)).toBe(10_000);
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual([]);
  });

  it('refuses a bet on an expired token, and still accepts its win and rollback', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const bet = stake(alice, round, 1_000);
    await answer('bet', bet);
    // The same player's session token, issued 31 minutes ago and never used since, has expired.
    const expired = {
      ...alice,
      token: await launchToken(test.platform, alice.session.userId, { ageMinutes: 31 }),
    };
    expect(await answer('bet', stake(expired, round, 500))).toEqual({
      status: 'ERROR',
      code: 'TOKEN_EXPIRED',
      balance: 9_000,
      currency: 'EUR',
    });
    expect(await answer('win', stake(expired, round, 3_000))).toMatchObject({
      status: 'OK',
      balance: 12_000,
    });
    expect(
      await answer('rollback', cancel(expired, round, bet.transactionId, { roundClosed: true })),
    ).toMatchObject({
      status: 'OK',
      balance: 13_000,
    });
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['rollbackBet', 'win', 'bet']);
    expect(await answer('win', stake(alice, round, 1, { token: 'unknown' }))).toEqual({
      status: 'ERROR',
      code: 'INVALID_TOKEN',
    });
  });

  it('refuses a missing, wrong, stale or tampered signature with 401 and changes nothing', async () => {
    const alice = await player(10_000);
    const bet = stake(alice, externalId('round'), 1_000);
    const forged = [
      await seamlessCall(test.app, secret(), 'bet', bet, { signature: null }),
      await seamlessCall(test.app, 'not-the-studio-secret', 'bet', bet),
      await seamlessCall(test.app, secret(), 'bet', bet, { at: new Date(Date.now() - 301_000) }),
      await seamlessCall(test.app, secret(), 'bet', bet, { signature: 't=1,v1=00' }),
    ];
    for (const response of forged) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    }
    // A signature of another body does not cover this one.
    const signedOther = await seamlessCall(test.app, secret(), 'bet', bet, {
      signature: seamlessSignature(secret(), 'bet', JSON.stringify({ ...bet, amount: 1 })),
    });
    expect(signedOther.statusCode).toBe(401);
    expect(await balanceOf(alice)).toBe(10_000);
    // Nothing was recorded under the id: the genuine call goes through.
    expect(await answer('bet', bet)).toMatchObject({ status: 'OK', balance: 9_000 });
  });

  it("refuses a signed bet replayed to another operation (401): a bet's signature does not make it a win", async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const bet = stake(alice, round, 1_000);
    const raw = JSON.stringify(bet);
    const signature = seamlessSignature(secret(), 'bet', raw);
    for (const operation of ['win', 'rollback', 'balance'] as const) {
      const replayed = await seamlessCall(test.app, secret(), operation, bet, { raw, signature });
      expect(replayed.statusCode, operation).toBe(401);
      expect(replayed.json()).toEqual({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    }
    expect(await balanceOf(alice)).toBe(10_000);
    expect(await roundOf(test.platform, round)).toBeUndefined();
    expect(await gameTransactions(test.app, alice.session)).toEqual([]);
    // The same bytes and signature at the operation they were signed for are the genuine bet.
    const genuine = await seamlessCall(test.app, secret(), 'bet', bet, { raw, signature });
    expect(genuine.json()).toMatchObject({ status: 'OK', balance: 9_000 });
  });

  it('answers an unknown provider with 404 and a malformed call with 400 INVALID_REQUEST', async () => {
    const alice = await player(10_000);
    const unknown = await seamlessCall(
      test.app,
      secret(),
      'balance',
      { token: alice.token },
      { provider: 'acme' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'ERROR', code: 'UNKNOWN_PROVIDER' });
    const broken = await seamlessCall(test.app, secret(), 'bet', {}, { raw: '{"token":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_REQUEST' });
    const negative = await call('bet', stake(alice, externalId('round'), -5));
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringContaining('amount'),
    });
    // A browser's session cookie gets no further: its write lacks the CSRF token (the platform's own refusal).
    const browser = await test.app.inject({
      method: 'POST',
      url: `/api/seamless/v1/${STUDIO}/balance`,
      cookies: alice.session.cookies,
      payload: { token: alice.token },
    });
    expect(browser.statusCode).toBe(403);
    expect(browser.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    expect(await balanceOf(alice)).toBe(10_000);
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and the balance, and moves nothing', async () => {
    const alice = await player(500);
    const round = externalId('round');
    const tooMuch = stake(alice, round, 501);
    const refused = await answer('bet', tooMuch);
    expect(refused).toEqual({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 500, currency: 'EUR' });
    expect(await answer('bet', tooMuch)).toEqual(refused);
    // Rolling back the refused bet is fine and moves nothing either.
    expect(await answer('rollback', cancel(alice, round, tooMuch.transactionId))).toMatchObject({
      status: 'OK',
      balance: 500,
    });
    expect(await answer('bet', stake(alice, round, 500))).toMatchObject({ status: 'OK', balance: 0 });
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['bet']);
  });

  it('refuses to take back a win the player has already spent', async () => {
    const alice = await player(0);
    const round = externalId('round');
    const win = stake(alice, round, 1_000);
    await answer('win', win);
    await answer('bet', stake(alice, externalId('round'), 800));
    expect(await answer('rollback', cancel(alice, round, win.transactionId))).toEqual({
      status: 'ERROR',
      code: 'INSUFFICIENT_FUNDS',
      balance: 200,
      currency: 'EUR',
    });
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['bet', 'win']);
  });

  it("refuses another player's round, another currency and a rollback of someone else's bet", async () => {
    const alice = await player(10_000);
    const bob = await player(10_000);
    const round = externalId('round');
    const aliceBet = stake(alice, round, 1_000);
    await answer('bet', aliceBet);
    expect(await answer('bet', stake(bob, round, 100))).toMatchObject({
      code: 'ROUND_MISMATCH',
      balance: 10_000,
    });
    expect(await answer('bet', stake(alice, round, 100, { gameId: 'other-game' }))).toMatchObject({
      code: 'ROUND_MISMATCH',
    });
    expect(await answer('bet', stake(alice, externalId('round'), 100, { currency: 'GBP' }))).toMatchObject({
      code: 'CURRENCY_MISMATCH',
      balance: 9_000,
      currency: 'EUR',
    });
    expect(await answer('rollback', cancel(bob, round, aliceBet.transactionId))).toMatchObject({
      code: 'UNKNOWN_TRANSACTION',
      balance: 10_000,
    });
    expect(await balanceOf(alice)).toBe(9_000);
    expect(await balanceOf(bob)).toBe(10_000);
  });

  it('debits once when ten identical bets arrive at the same time', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const bet = stake(alice, round, 700);
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer('bet', bet)));
    for (const each of answers) expect(each).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 'OK', balance: 9_300 });
    expect(await balanceOf(alice)).toBe(9_300);
    expect(await roundOf(test.platform, round)).toEqual({ status: 'open', betTotal: 700, winTotal: 0 });
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['bet']);
  });

  it('cancels once when ten different rollbacks of one bet arrive at the same time', async () => {
    const alice = await player(10_000);
    const round = externalId('round');
    const bet = stake(alice, round, 700);
    await answer('bet', bet);
    await Promise.all(
      Array.from({ length: 10 }, () => answer('rollback', cancel(alice, round, bet.transactionId))),
    );
    expect(await balanceOf(alice)).toBe(10_000);
    expect(await gameTransactionTypes(test.app, alice.session)).toEqual(['rollbackBet', 'bet']);
    expect(await roundOf(test.platform, round)).toMatchObject({ betTotal: 0 });
  });
});
