import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds } from '../../test/test-platform.ts';
import { externalId } from '../game-wallet/game-wallet.test-support.ts';
import { newKey } from '../payments/payments.test-support.ts';
import { startFakeStudio } from '../games/games.test-support.ts';
import { errorCode, protectionHarness } from './protection.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

/**
 * Deposits and stakes made at the same moment (docs/player-protection.md, "Checks that race"): each is counted
 * with the others already on their way into the ledger, and recorded only if no other was since its count, so a
 * limit that holds some of them takes exactly those, whatever the order they arrive in.
 */
describe.each(databaseKinds)('limits under deposits and stakes made at once on %s', (kind) => {
  const { clock, test, protection, bet, playingPlayer } = protectionHarness(kind, new Date(), studio);
  beforeEach(() => clock.set(new Date()));

  const setLimit = (player: TestSession, body: object) =>
    call(test.app, player, 'PUT', '/api/protection/limits', body);
  const used = async (player: TestSession, kind: string) =>
    (await protection(player)).limits.find((limit) => limit.kind === kind && limit.period === 'day')?.used;

  it('takes exactly the deposits a deposit limit holds when they arrive together', async () => {
    const { player } = await playingPlayer();
    expect((await setLimit(player, { kind: 'deposit', period: 'day', amount: 10_000 })).statusCode).toBe(200);
    const bank = () =>
      call(test.app, player, 'POST', '/api/payments/deposits', {
        methodId: 'card',
        amount: 3_000,
        idempotencyKey: newKey('deposit'),
      });
    const answers = await Promise.all([bank(), bank(), bank(), bank(), bank()]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 403, 403]);
    expect(answers.filter((answer) => answer.statusCode === 403).map(errorCode)).toEqual([
      'limit_reached',
      'limit_reached',
    ]);
    expect(await used(player, 'deposit')).toBe(9_000);
    // A repeat of a recorded deposit risks nothing more: it is answered as before, not checked again.
    const key = newKey('deposit');
    const body = { methodId: 'card', amount: 1_000, idempotencyKey: key };
    const first = await call(test.app, player, 'POST', '/api/payments/deposits', body);
    expect(first.statusCode).toBe(201);
    const again = await call(test.app, player, 'POST', '/api/payments/deposits', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('takes exactly the stakes a wager limit holds when they arrive together', async () => {
    const { player, token } = await playingPlayer();
    expect((await setLimit(player, { kind: 'wager', period: 'day', amount: 1_000 })).statusCode).toBe(200);
    const answers = (await Promise.all(
      Array.from({ length: 6 }, () => bet(token, externalId('round'), 300)),
    )) as { status: string; code?: string }[];
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === 'LIMIT_REACHED')).toHaveLength(3);
    expect(await used(player, 'wager')).toBe(900);
  });
});
