import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CryptoDepositCreated, Deposit, PaymentMethodsResponse } from '@casino/contracts';
import { call, MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { paymentDeposits } from './payments.tables.ts';
import {
  balanceOf,
  completeProfile,
  csrfFieldOf,
  decide,
  eventFor,
  newKey,
  openSandboxPage,
  postDecision,
  sendWebhook,
  startDeposit,
} from './payments.test-support.ts';

const SECRET = 'integration-test-sandbox-secret';
const PUBLIC_URL = 'https://casino.example.com';

describe.each(databaseKinds)('deposits on %s', (kind) => {
  const test = useTestApp(kind, {
    config: { ...MANY_REGISTRATIONS, PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL },
  });

  const depositOf = async (session: Parameters<typeof call>[1], id: string) =>
    (await call(test.app, session, 'GET', `/api/payments/deposits/${id}`)).json<Deposit>();
  const providerIdOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop() ?? '';
  const depositsOfUser = async (userId: string) =>
    test.database.db.select().from(paymentDeposits).where(eq(paymentDeposits.userId, userId));

  it('lists bank and crypto methods with limits per currency and the banking-days note', async () => {
    const response = await call(test.app, undefined, 'GET', '/api/payments/methods');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<PaymentMethodsResponse>();
    const card = items.find((method) => method.id === 'card');
    expect(card?.limits.EUR).toEqual({ min: 1000, max: 500000 });
    expect(card?.limits.RON).toEqual({ min: 3000, max: 1500000 });
    expect(card?.limits.ISK).toEqual({ min: 1500, max: 750000 });
    expect(items.find((method) => method.id === 'bank-transfer')?.creditTime).toBe('upToFiveBankingDays');
    expect(items.filter((method) => method.channel === 'crypto').map((method) => method.asset)).toEqual([
      'BTC',
      'ETH',
      'USDT',
    ]);
  });

  it('approved on the hosted page: credited once, the player returns to deposit-success', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 2500);
    expect(redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox-pay/[0-9a-f-]{36}$`));

    const page = await openSandboxPage(test.app, player, redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('25.00 EUR');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('name="decision" value="approve"');
    const csrf = csrfFieldOf(page.body);
    expect(csrf).toBe(player.headers['x-csrf-token']);

    const approved = await postDecision(test.app, player, redirectUrl, 'approve', csrf);
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${PUBLIC_URL}/deposit-success/${paymentId}`);
    expect(await balanceOf(test.app, player)).toBe(2500);
    expect((await depositOf(player, paymentId)).status).toBe('complete');

    // The page is decided: the old form posted again changes nothing and sends the player to the same place.
    const again = await postDecision(test.app, player, redirectUrl, 'decline', csrf);
    expect(again.headers.location).toBe(`${PUBLIC_URL}/deposit-success/${paymentId}`);
    expect(await balanceOf(test.app, player)).toBe(2500);
    expect((await depositOf(player, paymentId)).status).toBe('complete');
  });

  it('declined → deposit-failure and failed; cancelled → deposit-cancel and cancel; nothing credited', async () => {
    const player = await registerPlayer(test.app);
    const declined = await startDeposit(test.app, player, 2000);
    const refusal = await decide(test.app, player, declined.redirectUrl, 'decline');
    expect(refusal.headers.location).toBe(`${PUBLIC_URL}/deposit-failure/${declined.paymentId}`);
    expect((await depositOf(player, declined.paymentId)).status).toBe('failed');

    const cancelled = await startDeposit(test.app, player, 2000);
    const cancel = await decide(test.app, player, cancelled.redirectUrl, 'cancel');
    expect(cancel.headers.location).toBe(`${PUBLIC_URL}/deposit-cancel/${cancelled.paymentId}`);
    expect((await depositOf(player, cancelled.paymentId)).status).toBe('cancel');
    expect(await balanceOf(test.app, player)).toBe(0);
  });

  it('left pending → deposit-return and still pending; approved later → credited', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 1500, 'bank-transfer');
    const left = await decide(test.app, player, redirectUrl, 'pending');
    expect(left.headers.location).toBe(`${PUBLIC_URL}/deposit-return/${paymentId}`);
    expect((await depositOf(player, paymentId)).status).toBe('pending');
    expect(await balanceOf(test.app, player)).toBe(0);

    await decide(test.app, player, redirectUrl, 'approve');
    expect((await depositOf(player, paymentId)).status).toBe('complete');
    expect(await balanceOf(test.app, player)).toBe(1500);
  });

  it('refuses a webhook with a wrong, missing or stale signature (401) and changes nothing', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 3000);
    const event = eventFor({
      paymentId: providerIdOf(redirectUrl),
      merchantPaymentId: paymentId,
      status: 'approved',
      amount: 3000,
      currency: 'EUR',
    });
    const wrongSecret = await sendWebhook(test.app, event, { secret: 'someone-else-entirely' });
    const missing = await sendWebhook(test.app, event, { secret: SECRET, signature: '' });
    const stale = await sendWebhook(test.app, event, {
      secret: SECRET,
      at: new Date(Date.now() - 3_600_000),
    });
    expect([wrongSecret.statusCode, missing.statusCode, stale.statusCode]).toEqual([401, 401, 401]);
    expect(wrongSecret.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await depositOf(player, paymentId)).status).toBe('pending');
    expect(await balanceOf(test.app, player)).toBe(0);

    const tampered = { ...event, data: { ...event.data, amount: 300000 } };
    const raw = JSON.stringify(event);
    const { signSandboxPayload } = await import('./sandbox/sandbox-signature.ts');
    const replayedSignature = signSandboxPayload(SECRET, raw, new Date());
    const forged = await sendWebhook(test.app, tampered, { secret: SECRET, signature: replayedSignature });
    expect(forged.statusCode).toBe(401);
    expect(await balanceOf(test.app, player)).toBe(0);
  });

  it('refuses a webhook body signed for another path (401): the signature binds method and path', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 3300);
    const event = eventFor({
      paymentId: providerIdOf(redirectUrl),
      merchantPaymentId: paymentId,
      status: 'approved',
      amount: 3300,
      currency: 'EUR',
    });
    for (const signedPath of [
      '/api/payments/webhook/hosted',
      '/api/seamless/v1/lumen-studio/win',
      '/api/payments/webhook/sandbox/',
    ]) {
      const replayed = await sendWebhook(test.app, event, { secret: SECRET, signedPath });
      expect(replayed.statusCode, signedPath).toBe(401);
      expect(replayed.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
    expect((await depositOf(player, paymentId)).status).toBe('pending');
    expect(await balanceOf(test.app, player)).toBe(0);

    // Signed for this path, it is the genuine delivery; a query string is not part of the path.
    const genuine = await sendWebhook(test.app, event, {
      secret: SECRET,
      url: '/api/payments/webhook/sandbox?attempt=2',
    });
    expect(genuine.statusCode).toBe(200);
    expect(await balanceOf(test.app, player)).toBe(3300);
    expect((await checkLedger(test.database.db)).problems).toEqual([]);
  });

  it('a replayed or repeated approval credits once; a later decline or pending changes nothing', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 4000);
    const base = {
      paymentId: providerIdOf(redirectUrl),
      merchantPaymentId: paymentId,
      amount: 4000,
      currency: 'EUR',
    };
    const approval = eventFor({ ...base, status: 'approved' });
    const first = await sendWebhook(test.app, approval, { secret: SECRET });
    const replay = await sendWebhook(test.app, approval, { secret: SECRET });
    const repeated = await sendWebhook(test.app, eventFor({ ...base, status: 'approved' }), {
      secret: SECRET,
    });
    expect([first.statusCode, replay.statusCode, repeated.statusCode]).toEqual([200, 200, 200]);
    expect(await balanceOf(test.app, player)).toBe(4000);

    for (const status of ['declined', 'cancelled', 'pending'] as const) {
      const late = await sendWebhook(test.app, eventFor({ ...base, status }), { secret: SECRET });
      expect(late.statusCode).toBe(200);
    }
    expect((await depositOf(player, paymentId)).status).toBe('complete');
    expect(await balanceOf(test.app, player)).toBe(4000);
  });

  it('an approval arriving after a decline changes nothing (the first final answer stands)', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 4000);
    const base = {
      paymentId: providerIdOf(redirectUrl),
      merchantPaymentId: paymentId,
      amount: 4000,
      currency: 'EUR',
    };
    await sendWebhook(test.app, eventFor({ ...base, status: 'pending' }), { secret: SECRET });
    await sendWebhook(test.app, eventFor({ ...base, status: 'declined' }), { secret: SECRET });
    await sendWebhook(test.app, eventFor({ ...base, status: 'approved' }), { secret: SECRET });
    expect((await depositOf(player, paymentId)).status).toBe('failed');
    expect(await balanceOf(test.app, player)).toBe(0);
  });

  it('parallel approvals of one payment credit once', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 1000);
    const base = {
      paymentId: providerIdOf(redirectUrl),
      merchantPaymentId: paymentId,
      amount: 1000,
      currency: 'EUR',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        sendWebhook(test.app, eventFor({ ...base, status: 'approved' }), { secret: SECRET }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await balanceOf(test.app, player)).toBe(1000);
  });

  it('enforces the minimum and maximum and refuses unknown promo codes, creating nothing', async () => {
    const player = await registerPlayer(test.app);
    await completeProfile(test.app, player);
    const attempt = (body: object) =>
      call(test.app, player, 'POST', '/api/payments/deposits', {
        methodId: 'card',
        idempotencyKey: newKey(),
        ...body,
      });
    const below = await attempt({ amount: 999 });
    const above = await attempt({ amount: 500001 });
    const zero = await attempt({ amount: 0 });
    const promo = await attempt({ amount: 5000, promoCode: 'WELCOME100' });
    const unknownMethod = await attempt({ amount: 5000, methodId: 'crypto-btc' });
    expect(below.json()).toMatchObject({ error: { code: 'amount_below_minimum' } });
    expect(above.json()).toMatchObject({ error: { code: 'amount_above_maximum' } });
    expect(zero.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(promo.json()).toMatchObject({ error: { code: 'no_such_code' } });
    expect([below, above, zero, promo, unknownMethod].map((response) => response.statusCode)).toEqual([
      400, 400, 400, 400, 400,
    ]);
    expect(await depositsOfUser(player.userId)).toEqual([]);
    expect((await attempt({ amount: 1000 })).statusCode).toBe(201);
    expect((await attempt({ amount: 500000 })).statusCode).toBe(201);
  });

  it('answers a retried request with the same payment, and refuses its key for another amount', async () => {
    const player = await registerPlayer(test.app);
    await completeProfile(test.app, player);
    const body = { methodId: 'card', amount: 2000, idempotencyKey: newKey() };
    const first = await call(test.app, player, 'POST', '/api/payments/deposits', body);
    const retry = await call(test.app, player, 'POST', '/api/payments/deposits', body);
    expect(retry.json()).toEqual(first.json());
    const other = await call(test.app, player, 'POST', '/api/payments/deposits', { ...body, amount: 3000 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    expect(await depositsOfUser(player.userId)).toHaveLength(1);
  });

  it('shows a deposit to its owner only', async () => {
    const owner = await registerPlayer(test.app);
    const other = await registerPlayer(test.app);
    const { paymentId } = await startDeposit(test.app, owner, 2000);
    expect((await call(test.app, other, 'GET', `/api/payments/deposits/${paymentId}`)).statusCode).toBe(404);
    expect(await depositOf(owner, paymentId)).toMatchObject({
      amount: 2000,
      currency: 'EUR',
      method: 'Card',
    });
  });

  describe('crypto', () => {
    const startCrypto = async (session: Parameters<typeof call>[1], asset: string, amount: number) => {
      const response = await call(test.app, session, 'POST', '/api/payments/crypto/deposits', {
        asset,
        amount,
        idempotencyKey: newKey('crypto'),
      });
      expect(response.statusCode).toBe(201);
      return response.json<CryptoDepositCreated>();
    };
    const arrive = (paymentId: string, assetAmount: string) =>
      call(test.app, undefined, 'POST', `/api/dev/payments/crypto/${paymentId}/arrive`, { assetAmount });

    it('quotes the exact amount at the rate, to a stable address per player and asset', async () => {
      const player = await registerPlayer(test.app);
      const first = await startCrypto(player, 'BTC', 5000);
      expect(first).toMatchObject({ asset: 'BTC', rate: '60000', assetAmount: '0.00083334' });
      expect(first.address).toMatch(/^tb1q[0-9a-f]{38}$/);
      const second = await startCrypto(player, 'BTC', 2000);
      expect(second.address).toBe(first.address);
      const eth = await startCrypto(player, 'ETH', 6000);
      expect(eth).toMatchObject({ assetAmount: '0.02', rate: '3000' });
      expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
      const someoneElse = await startCrypto(await registerPlayer(test.app), 'BTC', 5000);
      expect(someoneElse.address).not.toBe(first.address);
      expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    });

    it('credits an exact arrival once; a wrong amount is not confirmed and credits nothing', async () => {
      const player = await registerPlayer(test.app);
      const exact = await startCrypto(player, 'USDT', 9200);
      expect(exact.assetAmount).toBe('100');
      const arrived = await arrive(exact.paymentId, '100.000000');
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json<Deposit>().status).toBe('complete');
      await arrive(exact.paymentId, '100');
      expect(await balanceOf(test.app, player)).toBe(9200);

      const wrong = await startCrypto(player, 'USDT', 9200);
      const short = await arrive(wrong.paymentId, '99.99');
      expect(short.json<Deposit>().status).toBe('notConfirmed');
      const corrected = await arrive(wrong.paymentId, '100');
      expect(corrected.json<Deposit>().status).toBe('notConfirmed');
      expect(await balanceOf(test.app, player)).toBe(9200);
    });

    it('applies the deposit limits to crypto too', async () => {
      const player = await registerPlayer(test.app);
      const below = await call(test.app, player, 'POST', '/api/payments/crypto/deposits', {
        asset: 'ETH',
        amount: 500,
        idempotencyKey: newKey(),
      });
      expect(below.json()).toMatchObject({ error: { code: 'amount_below_minimum' } });
    });
  });
});
