import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { LimitView, PlayerProtection, PlaySession, StaffPlayerProtection } from '@casino/contracts';
import { call, login, registerPlayer, sessionFrom, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds } from '../../test/test-platform.ts';
import { externalId } from '../game-wallet/game-wallet.test-support.ts';
import { newKey, registerWithRole } from '../payments/payments.test-support.ts';
import { startFakeStudio } from '../games/games.test-support.ts';
import { errorCode, HOUR, protectionHarness } from './protection.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

const MINUTE = 60_000;

/**
 * Limits, reality checks and staff changes through the API. The ledger stamps transfers with the database's
 * time, so the test clock starts at the real time: the rolling windows then hold what the test has just moved.
 */
describe.each(databaseKinds)('limits and reality checks on %s', (kind) => {
  const { clock, test, protection, bet, win, launch, playingPlayer } = protectionHarness(
    kind,
    new Date(),
    studio,
  );
  // Each test starts at the real time again: the windows must hold what it moves.
  beforeEach(() => clock.set(new Date()));

  const setLimit = (player: TestSession, body: object) =>
    call(test.app, player, 'PUT', '/api/protection/limits', body);
  const limitOf = (state: PlayerProtection, kind: string, period: string): LimitView | undefined =>
    state.limits.find((limit) => limit.kind === kind && limit.period === period);
  const deposit = (player: TestSession, amount: number) =>
    call(test.app, player, 'POST', '/api/payments/deposits', {
      methodId: 'card',
      amount,
      idempotencyKey: newKey('deposit'),
    });

  it('lists every limit unset at first, with the market cooling-off', async () => {
    const player = await registerPlayer(test.app);
    const state = await protection(player);
    expect(state.market).toBe('default');
    expect(state.coolingOffHours).toBe(24);
    expect(state.limits.map((limit) => `${limit.kind}.${limit.period}`)).toEqual([
      'deposit.day',
      'deposit.week',
      'deposit.month',
      'loss.day',
      'loss.week',
      'loss.month',
      'wager.day',
      'wager.week',
      'wager.month',
      'session.session',
    ]);
    expect(state.limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(true);
  });

  it('takes a deposit exactly at the limit and refuses one minor unit over, recording nothing', async () => {
    const { player } = await playingPlayer();
    expect((await setLimit(player, { kind: 'deposit', period: 'day', amount: 10_000 })).statusCode).toBe(200);
    expect((await deposit(player, 5_000)).statusCode).toBe(201);
    const over = await deposit(player, 5_001);
    expect(over.statusCode).toBe(403);
    expect(errorCode(over)).toBe('limit_reached');
    expect((await deposit(player, 5_000)).statusCode).toBe(201);
    expect(limitOf(await protection(player), 'deposit', 'day')).toMatchObject({
      amount: 10_000,
      used: 10_000,
    });
  });

  it('refuses a deposit over a monthly limit before anything is recorded', async () => {
    const { player } = await playingPlayer();
    await setLimit(player, { kind: 'deposit', period: 'month', amount: 5_000 });
    const over = await deposit(player, 5_001);
    expect(errorCode(over)).toBe('limit_reached');
    const history = await call(test.app, player, 'GET', '/api/wallet/payment-history');
    expect(JSON.stringify(history.json())).not.toContain('5001');
  });

  it('counts open crypto quotes against a deposit limit, since their coins may still arrive', async () => {
    const { player } = await playingPlayer();
    await setLimit(player, { kind: 'deposit', period: 'day', amount: 10_000 });
    const quote = (amount: number) =>
      call(test.app, player, 'POST', '/api/payments/crypto/deposits', {
        asset: 'ETH',
        amount,
        idempotencyKey: newKey('crypto'),
      });
    expect((await quote(6_000)).statusCode).toBe(201);
    const second = await quote(5_000);
    expect(second.statusCode).toBe(403);
    expect(errorCode(second)).toBe('limit_reached');
    expect((await quote(4_000)).statusCode).toBe(201);
  });

  it('lowers at once, holds a raise for 24 hours, takes its confirmation within the week after', async () => {
    const { player } = await playingPlayer();
    await setLimit(player, { kind: 'deposit', period: 'week', amount: 50_000 });
    const lowered = await setLimit(player, { kind: 'deposit', period: 'week', amount: 20_000 });
    expect(limitOf(lowered.json<PlayerProtection>(), 'deposit', 'week')).toMatchObject({
      amount: 20_000,
      pending: null,
    });
    const raised = (
      await setLimit(player, { kind: 'deposit', period: 'week', amount: 80_000 })
    ).json<PlayerProtection>();
    expect(limitOf(raised, 'deposit', 'week')).toMatchObject({
      amount: 20_000,
      pending: { amount: 80_000, confirmableFrom: new Date(clock.now().getTime() + 24 * HOUR).toISOString() },
    });
    const confirm = () =>
      call(test.app, player, 'POST', '/api/protection/limits/confirm', { kind: 'deposit', period: 'week' });
    const early = await confirm();
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('limit_not_confirmable');
    clock.advance(24 * HOUR);
    const again = sessionFrom(await login(test.app, player.email, player.password), player.email);
    const confirmed = await call(test.app, again, 'POST', '/api/protection/limits/confirm', {
      kind: 'deposit',
      period: 'week',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(limitOf(confirmed.json<PlayerProtection>(), 'deposit', 'week')).toMatchObject({
      amount: 80_000,
      pending: null,
    });
  });

  it('lets a pending removal lapse when it is not confirmed within the week', async () => {
    const { player } = await playingPlayer();
    await setLimit(player, { kind: 'loss', period: 'day', amount: 3_000 });
    await setLimit(player, { kind: 'loss', period: 'day', amount: null });
    clock.advance(24 * HOUR + 7 * 24 * HOUR);
    const again = sessionFrom(await login(test.app, player.email, player.password), player.email);
    expect(limitOf(await protection(again), 'loss', 'day')).toMatchObject({ amount: 3_000, pending: null });
    const late = await call(test.app, again, 'POST', '/api/protection/limits/confirm', {
      kind: 'loss',
      period: 'day',
    });
    expect(errorCode(late)).toBe('limit_not_confirmable');
  });

  it('refuses a bad limit with a translated validation error and changes nothing', async () => {
    const player = await registerPlayer(test.app);
    for (const body of [
      { kind: 'deposit', period: 'year', amount: 100 },
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'wager', period: 'day', amount: 10.5 },
      { kind: 'session', period: 'session', amount: 5 },
    ]) {
      const response = await setLimit(player, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await protection(player)).limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it('refuses a stake over the wager limit with LIMIT_REACHED, and takes one exactly at it', async () => {
    const { player, token } = await playingPlayer();
    await setLimit(player, { kind: 'wager', period: 'day', amount: 1_500 });
    const roundId = externalId('round');
    expect(await bet(token, roundId, 1_000)).toMatchObject({ status: 'OK' });
    expect(await bet(token, roundId, 501)).toEqual({
      status: 'ERROR',
      code: 'LIMIT_REACHED',
      balance: 9_000,
      currency: 'EUR',
    });
    expect(await bet(token, roundId, 500)).toMatchObject({ status: 'OK', balance: 8_500 });
    // A win still lands after the limit is used up.
    expect(await win(token, roundId, 700)).toMatchObject({ status: 'OK', balance: 9_200 });
  });

  it('counts a loss limit net of wins, and refuses the launch once no stake is left', async () => {
    const { player, token } = await playingPlayer();
    await setLimit(player, { kind: 'loss', period: 'week', amount: 1_000 });
    const first = externalId('round');
    await bet(token, first, 1_000);
    await win(token, first, 400);
    const second = externalId('round');
    expect(await bet(token, second, 401)).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await bet(token, second, 400)).toMatchObject({ status: 'OK' });
    expect(await bet(token, second, 1)).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(limitOf(await protection(player), 'loss', 'week')).toMatchObject({ used: 1_000 });
    const refused = await launch(player);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('limit_reached');
  });

  /** The launch token in a real-money launch's address. */
  const launchedToken = async (player: TestSession) => {
    const launched = await launch(player);
    expect(launched.statusCode, launched.body).toBe(200);
    const token = new URL(launched.json<{ url: string }>().url).searchParams.get('token');
    if (!token) throw new Error('the launch address has no token');
    return token;
  };

  it('ends play at the session limit: the open game takes no bet after it, and no game opens', async () => {
    const { player } = await playingPlayer();
    expect((await setLimit(player, { kind: 'session', period: 'session', amount: 10 })).statusCode).toBe(200);
    const token = await launchedToken(player);
    const session = (await call(test.app, player, 'GET', '/api/protection/session')).json<PlaySession>();
    expect(new Date(session.endsAt ?? 0).getTime() - new Date(session.startedAt).getTime()).toBe(10 * MINUTE);
    // Play keeps the token alive, but never past the session's end.
    clock.advance(9 * MINUTE);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ status: 'OK' });
    clock.advance(MINUTE);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const refused = await launch(player);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('session_limit_reached');
  });

  it('holds a game already open to a session limit set during the session', async () => {
    const { player } = await playingPlayer();
    const token = await launchedToken(player);
    clock.advance(5 * MINUTE);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ status: 'OK' });
    expect((await setLimit(player, { kind: 'session', period: 'session', amount: 10 })).statusCode).toBe(200);
    clock.advance(4 * MINUTE);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ status: 'OK' });
    clock.advance(MINUTE);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it("answers the session's net result for reality checks, and stops play on request", async () => {
    const { player, token } = await playingPlayer();
    const roundId = externalId('round');
    await bet(token, roundId, 2_000);
    await win(token, roundId, 500);
    const session = (await call(test.app, player, 'GET', '/api/protection/session')).json<PlaySession>();
    expect(session).toMatchObject({ netResult: -1_500, staked: 2_000, currency: 'EUR', endsAt: null });
    const stopped = await call(test.app, player, 'POST', '/api/protection/stop-play');
    expect(stopped.statusCode).toBe(204);
    clock.advance(1);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('keeps reality checks within 10 minutes to 8 hours, and on in the United Kingdom', async () => {
    const player = await registerPlayer(test.app);
    expect((await protection(player)).realityCheck).toEqual({ minutes: null, mayBeOff: true });
    const put = (who: TestSession, minutes: number | null) =>
      call(test.app, who, 'PUT', '/api/protection/reality-check', { minutes });
    expect((await put(player, 30)).json<PlayerProtection>().realityCheck.minutes).toBe(30);
    expect((await put(player, 9)).statusCode).toBe(400);
    expect((await put(player, 481)).statusCode).toBe(400);
    expect((await put(player, null)).json<PlayerProtection>().realityCheck.minutes).toBeNull();
    const british = await registerPlayer(test.app, { country: 'GB', currency: 'GBP' });
    expect((await protection(british)).realityCheck).toEqual({ minutes: 60, mayBeOff: false });
    const off = await put(british, null);
    expect(off.statusCode).toBe(400);
    expect(errorCode(off)).toBe('reality_check_required');
  });

  it('lets staff read every change and only lower a limit or add a time-out, with a reason, audited', async () => {
    const { player, token } = await playingPlayer();
    const support = await registerWithRole(test.app, test.database.db, 'support');
    await setLimit(player, { kind: 'wager', period: 'day', amount: 5_000 });
    const url = `/api/staff/users/${player.userId}/protection`;
    const raise = await call(test.app, support, 'POST', `${url}/limits`, {
      kind: 'wager',
      period: 'day',
      amount: 9_000,
      reason: 'player asked by phone',
    });
    expect(raise.statusCode).toBe(409);
    expect(errorCode(raise)).toBe('staff_may_only_restrict');
    const noReason = await call(test.app, support, 'POST', `${url}/limits`, {
      kind: 'wager',
      period: 'day',
      amount: 100,
    });
    expect(noReason.statusCode).toBe(400);
    const lowered = await call(test.app, support, 'POST', `${url}/limits`, {
      kind: 'wager',
      period: 'day',
      amount: 2_000,
      reason: 'affordability review',
    });
    expect(lowered.statusCode).toBe(200);
    const timeOut = await call(test.app, support, 'POST', `${url}/time-outs`, {
      period: '24h',
      reason: 'signs of distress in chat',
    });
    expect(timeOut.statusCode).toBe(200);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'PLAYER_RESTRICTED' });
    const view = (await call(test.app, support, 'GET', url)).json<StaffPlayerProtection>();
    expect(view.protection.exclusion).toMatchObject({ kind: 'timeOut', period: '24h' });
    expect(
      view.changes.map(({ subject, before, after, actor, reason }) => ({
        subject,
        before,
        after,
        actor,
        reason,
      })),
    ).toEqual([
      { subject: 'limit.wager.day', before: 'none', after: '5000 EUR', actor: 'player', reason: null },
      {
        subject: 'limit.wager.day',
        before: '5000 EUR',
        after: '2000 EUR',
        actor: support.userId,
        reason: 'affordability review',
      },
      {
        subject: 'exclusion',
        before: null,
        after: expect.stringMatching(/^timeOut 24h until /),
        actor: support.userId,
        reason: 'signs of distress in chat',
      },
    ]);
  });
});
