import { describe, expect, it } from 'vitest';
import { launchToken, seamlessCall } from '../../modules/game-wallet/game-wallet.test-support.ts';
import { eventFor, sendWebhook } from '../../modules/payments/payments.test-support.ts';
import { registerPlayer } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';

const PER_MINUTE = 3;
const SANDBOX_SECRET = 'rate-limit-test-sandbox-secret';
const STUDIO_SECRET = 'rate-limit-test-studio-secret';

const modes = databaseKinds.flatMap((kind) => [
  { kind, mode: 'test', env: {} as Record<string, string> },
  { kind, mode: 'production', env: { NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' } },
]);

/**
 * Players, payment webhooks and seamless-wallet calls count in separate buckets: a provider's servers and
 * players behind one address (or a stranger flooding a provider's path) cannot use up each other's limit.
 */
describe.each(modes)('provider rate limits on $kind in $mode mode', ({ kind, env }) => {
  const test = useTestApp(kind, {
    config: {
      ...env,
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE + 2),
      SEAMLESS_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      PAYMENT_WEBHOOK_LIMIT_PER_MINUTE: String(PER_MINUTE),
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      STUDIO_WALLET_SECRET: STUDIO_SECRET,
    },
  });

  const asPlayer = (remoteAddress: string) =>
    test.app.inject({ method: 'GET', url: '/api/payments/methods', remoteAddress });
  const balanceCall = (token: string, remoteAddress: string) =>
    seamlessCall(test.app, STUDIO_SECRET, 'balance', { token }, { remoteAddress });
  /** A well-signed event about a payment the platform does not know: 404 once past the limiter. */
  const webhook = (remoteAddress: string) =>
    sendWebhook(
      test.app,
      eventFor({
        paymentId: 'p-1',
        merchantPaymentId: '00000000-0000-4000-8000-000000000000',
        status: 'approved',
        amount: 1000,
        currency: 'EUR',
      }),
      { secret: SANDBOX_SECRET, remoteAddress },
    );

  async function token(): Promise<string> {
    const player = await registerPlayer(test.app);
    return launchToken(test.platform, player.userId);
  }

  it("a player address that used up its limit does not stop a provider's calls from it", async () => {
    const shared = '10.0.0.7';
    const launch = await token();
    for (let index = 0; index < PER_MINUTE + 2; index += 1)
      expect((await asPlayer(shared)).statusCode).toBe(200);
    const limited = await asPlayer(shared);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });

    expect((await balanceCall(launch, shared)).json()).toMatchObject({ status: 'OK' });
    expect((await webhook(shared)).statusCode).toBe(404);
  });

  it('a provider that used up its limit does not stop the players behind its address, nor its other servers', async () => {
    const shared = '10.0.0.8';
    const launch = await token();
    for (let index = 0; index < PER_MINUTE; index += 1) {
      expect((await balanceCall(launch, shared)).statusCode).toBe(200);
      expect((await webhook(shared)).statusCode).toBe(404);
    }
    const seamless = await balanceCall(launch, shared);
    expect(seamless.statusCode).toBe(429);
    expect(seamless.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED' });
    const delivery = await webhook(shared);
    expect(delivery.statusCode).toBe(429);
    expect(delivery.json()).toMatchObject({ error: { code: 'rate_limited' } });

    expect((await asPlayer(shared)).statusCode).toBe(200);
    expect((await balanceCall(launch, '10.0.0.9')).statusCode).toBe(200);
    expect((await webhook('10.0.0.9')).statusCode).toBe(404);
  });
});
