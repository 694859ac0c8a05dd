import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlayerProtection } from '@casino/contracts';
import { call, login, registerPlayer, sessionFrom, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds } from '../../test/test-platform.ts';
import { betBody, externalId, launchToken } from '../game-wallet/game-wallet.test-support.ts';
import { newKey } from '../payments/payments.test-support.ts';
import { startFakeStudio } from '../games/games.test-support.ts';
import { errorCode, HOUR, protectionHarness } from './protection.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

describe.each(databaseKinds)('breaks from gambling on %s', (kind) => {
  const { clock, test, protection, seamlessAnswer, bet, win, playingPlayer } = protectionHarness(
    kind,
    new Date('2026-11-27T10:00:00Z'),
    studio,
  );
  const takeBreak = (player: TestSession, body: object) =>
    call(test.app, player, 'POST', '/api/protection/exclusions', body);

  it('starts a time-out at once and shows when it ends; nothing is in force before', async () => {
    const player = await registerPlayer(test.app);
    expect((await protection(player)).exclusion).toBeNull();
    const response = await takeBreak(player, { kind: 'timeOut', period: '7d' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const expected = {
      kind: 'timeOut',
      period: '7d',
      startedAt: clock.now().toISOString(),
      endsAt: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString(),
    };
    expect(response.json<PlayerProtection>().exclusion).toEqual(expected);
    expect((await protection(player)).exclusion).toEqual(expected);
  });

  it("commits the break with an event that tells the bonus engine to stop the player's bonuses", async () => {
    const player = await registerPlayer(test.app);
    await takeBreak(player, { kind: 'timeOut', period: '30d' });
    const result = await test.platform.db.execute(
      sql`select type, payload from domain_events where user_id = ${player.userId}::uuid and type = 'protection.break-started'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      {
        type: 'protection.break-started',
        payload: {
          kind: 'timeOut',
          period: '30d',
          startsAt: clock.now().toISOString(),
          endsAt: new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString(),
          setBy: 'player',
        },
      },
    ]);
  });

  it('refuses an unknown period and changes nothing', async () => {
    const player = await registerPlayer(test.app);
    const response = await takeBreak(player, { kind: 'timeOut', period: '1h' });
    expect(response.statusCode).toBe(400);
    expect((await protection(player)).exclusion).toBeNull();
  });

  it('only ever lengthens a break: a shorter one and a time-out over a self-exclusion are refused', async () => {
    const player = await registerPlayer(test.app);
    await takeBreak(player, { kind: 'timeOut', period: '30d' });
    const shorter = await takeBreak(player, { kind: 'timeOut', period: '24h' });
    expect(shorter.statusCode).toBe(409);
    expect(errorCode(shorter)).toBe('exclusion_in_force');
    expect((await protection(player)).exclusion?.period).toBe('30d');
    expect((await takeBreak(player, { kind: 'selfExclusion', period: '6m' })).statusCode).toBe(200);
    const overSelfExclusion = await takeBreak(player, { kind: 'timeOut', period: '6w' });
    expect(errorCode(overSelfExclusion)).toBe('exclusion_in_force');
    expect((await protection(player)).exclusion).toMatchObject({ kind: 'selfExclusion', period: '6m' });
  });

  it('refuses deposits and real-money launches while a break runs, recording nothing; withdrawal reads stay open', async () => {
    const { player } = await playingPlayer();
    await takeBreak(player, { kind: 'timeOut', period: '24h' });
    const deposit = await call(test.app, player, 'POST', '/api/payments/deposits', {
      methodId: 'card',
      amount: 5_000,
      idempotencyKey: newKey('deposit'),
    });
    expect(deposit.statusCode).toBe(403);
    expect(errorCode(deposit)).toBe('player_restricted');
    const crypto = await call(test.app, player, 'POST', '/api/payments/crypto/deposits', {
      asset: 'USDT',
      amount: 5_000,
      idempotencyKey: newKey('crypto'),
    });
    expect([403, 400]).toContain(crypto.statusCode);
    const history = await call(test.app, player, 'GET', '/api/wallet/payment-history');
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('5000');
    const launch = await call(test.app, player, 'POST', '/api/games/mighty-valhalla/launch', {
      mode: 'real',
      language: 'en',
    });
    expect(launch.statusCode).toBe(403);
    expect(errorCode(launch)).toBe('player_restricted');
  });

  it('refuses new bets with PLAYER_RESTRICTED while a win for a bet placed before still lands', async () => {
    const { player, token } = await playingPlayer();
    const roundId = externalId('round');
    expect(await bet(token, roundId, 1_000)).toMatchObject({ status: 'OK', balance: 9_000 });
    await takeBreak(player, { kind: 'timeOut', period: '24h' });
    const laterBet = betBody(token, 1_000, roundId);
    const refused = await seamlessAnswer('bet', laterBet);
    expect(refused).toEqual({ status: 'ERROR', code: 'PLAYER_RESTRICTED', balance: 9_000, currency: 'EUR' });
    // The refusal is the transaction id's final answer.
    expect(await seamlessAnswer('bet', laterBet)).toEqual(refused);
    expect(await win(token, roundId, 2_500)).toMatchObject({ status: 'OK', balance: 11_500 });
  });

  it('lets the player play again once a time-out has run its course', async () => {
    const { player, token } = await playingPlayer();
    await takeBreak(player, { kind: 'timeOut', period: '24h' });
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'PLAYER_RESTRICTED' });
    clock.advance(24 * HOUR);
    const again = sessionFrom(await login(test.app, player.email, player.password), player.email);
    expect((await protection(again)).exclusion).toBeNull();
    const fresh = await launchToken(test.platform, player.userId, { now: clock.now() });
    expect(await bet(fresh, externalId('round'), 100)).toMatchObject({ status: 'OK' });
  });

  it('keeps a self-exclusion in force past its end until the player asks to come back', async () => {
    const { player, token } = await playingPlayer();
    await takeBreak(player, { kind: 'selfExclusion', period: '6m' });
    clock.advance(200 * 24 * HOUR);
    // The session has long expired: the player signs in again (allowed, to withdraw and read the history).
    const again = sessionFrom(await login(test.app, player.email, player.password), player.email);
    expect((await protection(again)).exclusion).toMatchObject({ kind: 'selfExclusion' });
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'PLAYER_RESTRICTED' });
  });

  it("lifts a self-exclusion only on the player's request after its end, and 24 hours after the request", async () => {
    const { player } = await playingPlayer();
    await takeBreak(player, { kind: 'selfExclusion', period: '6m' });
    const early = await call(test.app, player, 'POST', '/api/protection/exclusions/return');
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('return_not_allowed');
    clock.advance(190 * 24 * HOUR);
    const again = sessionFrom(await login(test.app, player.email, player.password), player.email);
    expect((await protection(again)).returnRequest).toEqual({ mayRequest: true, returnsAt: null });
    const asked = await call(test.app, again, 'POST', '/api/protection/exclusions/return');
    expect(asked.statusCode).toBe(200);
    const returnsAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(asked.json<PlayerProtection>().returnRequest).toEqual({ mayRequest: false, returnsAt });
    expect((await call(test.app, again, 'POST', '/api/protection/exclusions/return')).statusCode).toBe(409);
    const stillOut = await launchToken(test.platform, player.userId, { now: clock.now() });
    expect(await bet(stillOut, externalId('round'), 100)).toMatchObject({ code: 'PLAYER_RESTRICTED' });
    clock.advance(24 * HOUR);
    const later = sessionFrom(await login(test.app, player.email, player.password), player.email);
    expect((await protection(later)).exclusion).toBeNull();
    const back = await launchToken(test.platform, player.userId, { now: clock.now() });
    expect(await bet(back, externalId('round'), 100)).toMatchObject({ status: 'OK' });
  });

  it('ends the running games when a break starts: the launch token takes no more bets', async () => {
    const { player, token } = await playingPlayer();
    await takeBreak(player, { kind: 'timeOut', period: '24h' });
    clock.advance(24 * HOUR + 1);
    expect(await bet(token, externalId('round'), 100)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
