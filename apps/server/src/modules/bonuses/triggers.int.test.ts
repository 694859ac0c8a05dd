import { afterEach, describe, expect, it } from 'vitest';
import { MANY_REGISTRATIONS, call, registerPlayer, testClock } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { registerWithRole } from '../payments/payments.test-support.ts';
import { LONG_SESSIONS, TODAY, giftCampaign, triggerSteps } from './triggers.test-support.ts';

const CAMPAIGNS = '/api/staff/bonuses/campaigns';

/**
 * The triggers without a deposit (docs/bonuses.md, Triggers), each fired as the product fires it: the sign-up's
 * event, the first sign-in's, the birthday job, the link's claim and the winnings-boost job.
 */
describe.each(databaseKinds)('bonus triggers on %s', (kind) => {
  const clock = testClock(TODAY);
  const test = useTestApp(kind, {
    config: { ...MANY_REGISTRATIONS, ...LONG_SESSIONS, RATE_LIMIT_PER_MINUTE: '100000' },
    clock: clock.now,
  });
  const { cases, campaign, pauseRunning, grantsOf } = triggerSteps(test, clock);
  afterEach(pauseRunning);

  it.each(cases)('$kind: grants its bonus once, however often it fires', async (trigger) => {
    const input = trigger.campaign();
    await campaign(input);
    const player = await trigger.newPlayer();
    await trigger.fire(player, input);
    expect(await grantsOf(player, trigger.kind)).toMatchObject([{ amount: trigger.amount }]);
    await trigger.fire(player, input);
    expect(await grantsOf(player, trigger.kind)).toHaveLength(1);
  });

  it.each(cases)('$kind: grants nothing to a player on a break from gambling', async (trigger) => {
    const input = trigger.campaign();
    await campaign(input);
    const player = await trigger.newPlayer();
    const timeOut = await call(test.app, player, 'POST', '/api/protection/exclusions', {
      kind: 'timeOut',
      period: '24h',
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    await trigger.fire(player, input);
    expect(await grantsOf(player, trigger.kind)).toEqual([]);
  });

  it.each(cases)('$kind: grants nothing while the campaign is paused', async (trigger) => {
    const input = trigger.campaign();
    const id = await campaign(input);
    const player = await trigger.newPlayer();
    const admin = await registerWithRole(test.app, test.database.db, 'admin');
    expect((await call(test.app, admin, 'POST', `${CAMPAIGNS}/${id}/pause`)).statusCode).toBe(200);
    await trigger.fire(player, input);
    expect(await grantsOf(player, trigger.kind)).toEqual([]);
  });

  it.each(cases)('$kind: grants nothing to a player whose currency it does not pay in', async (trigger) => {
    const input = trigger.campaign();
    await campaign(input);
    const player = await trigger.newPlayer('USD');
    await trigger.fire(player, input);
    expect(await grantsOf(player, trigger.kind)).toEqual([]);
  });

  it('grants the sign-up bonuses and a sign-up code’s bonus together', async () => {
    const code = `HELLO${Date.now().toString(36).toUpperCase()}`;
    await campaign(giftCampaign({ kind: 'registration' }));
    await campaign(giftCampaign({ kind: 'registration_promo_code', code }));
    const player = await registerPlayer(test.app, { promoCode: code });
    await test.deliverEvents();
    expect((await grantsOf(player, 'registration')).map((grant) => grant.amount)).toEqual([1_000]);
    expect((await grantsOf(player, 'registration_promo_code')).map((grant) => grant.amount)).toEqual([1_000]);
  });
});
