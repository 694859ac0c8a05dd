import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { WebhookRejected, type PaymentProvider, type PayoutInput } from '../provider.ts';
import { createHostedProvider } from './hosted-provider.ts';
import {
  FAKE_API_KEY,
  FAKE_WEBHOOK_SECRET,
  HOSTED_WEBHOOK_PATH,
  hostedEvent,
  hostedSignature,
  hostedWebhookHeaders,
  startFakeHostedProvider,
  type FakeHostedProvider,
} from './hosted.test-support.ts';

const PUBLIC_URL = 'https://casino.example.com';
const PAYMENT_ID = '6f1c2b1e-8a57-4d5e-9a43-2f0c6e1b7d10';
const at = new Date('2026-03-01T12:00:00Z');

const withdrawal: PayoutInput = {
  withdrawalId: '0b9d4c6e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  method: 'bank',
  amount: 2000,
  currency: 'EUR',
  account: 'DE89370400440532013000',
  cardHolderName: 'Anna Berg',
  walletAddress: null,
  walletTag: null,
};

describe('the hosted payment provider against a provider on 127.0.0.1', () => {
  let fake: FakeHostedProvider;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeHostedProvider();
    provider = createHostedProvider({
      api: { apiUrl: fake.url, apiKey: FAKE_API_KEY, timeoutMs: 300 },
      webhookSecret: FAKE_WEBHOOK_SECRET,
      publicUrl: PUBLIC_URL,
      toleranceSeconds: 300,
      now: () => at,
    });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.payouts = 'accept';
    fake.checkoutsDown = false;
  });

  describe('create', () => {
    const input = { paymentId: PAYMENT_ID, amount: 2500, currency: 'EUR', description: 'Card deposit' };

    it("opens a checkout with the bearer key and the payment id as idempotency key; answers the provider's page", async () => {
      const created = await provider.createPayment(input);
      expect(created).toEqual({
        providerReference: 'chk_1',
        redirectUrl: 'https://pay.provider.test/checkout/chk_1',
      });
      expect(fake.calls).toEqual([
        {
          path: '/checkouts',
          authorization: `Bearer ${FAKE_API_KEY}`,
          idempotencyKey: PAYMENT_ID,
          body: {
            merchantPaymentId: PAYMENT_ID,
            amount: 2500,
            currency: 'EUR',
            description: 'Card deposit',
            returnUrls: {
              approved: `${PUBLIC_URL}/deposit-success/${PAYMENT_ID}`,
              declined: `${PUBLIC_URL}/deposit-failure/${PAYMENT_ID}`,
              cancelled: `${PUBLIC_URL}/deposit-cancel/${PAYMENT_ID}`,
              pending: `${PUBLIC_URL}/deposit-return/${PAYMENT_ID}`,
            },
            webhookUrl: `${PUBLIC_URL}/api/payments/webhook/hosted`,
          },
        },
      ]);
      // A retry (same payment) gets the same checkout.
      expect(await provider.createPayment(input)).toEqual(created);
    });

    it('answers 502 when the provider is down, so the player may retry the same deposit', async () => {
      fake.checkoutsDown = true;
      const failure = await provider.createPayment(input).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'internal', statusCode: 502 });
    });
  });

  describe('webhook', () => {
    const event = hostedEvent({
      checkoutId: 'chk_9',
      merchantPaymentId: PAYMENT_ID,
      status: 'approved',
      amount: 2500,
      currency: 'EUR',
    });
    const raw = JSON.stringify(event);
    const delivery = (signature: string, body = raw, path = HOSTED_WEBHOOK_PATH) => ({
      method: 'POST',
      path,
      rawBody: Buffer.from(body),
      headers: hostedWebhookHeaders(signature),
    });
    const rejected = (signature: string, body?: string, path?: string) => () =>
      provider.verifyWebhook(delivery(signature, body, path));

    it('signs as the example of docs/payments.md, computed there with printf and openssl', () => {
      const example = hostedSignature('{"id":"evt_1"}', { at, secret: 'provider-webhook-secret' });
      expect(example).toBe(
        't=1772366400,v2=bec4c974e47224d648bb4487b416631405a8cb7b650437a75bfe60baba1c1678',
      );
    });

    it("reads a well-signed event in the platform's terms", () => {
      expect(provider.verifyWebhook(delivery(hostedSignature(raw, { at })))).toEqual({
        eventId: 'evt_chk_9_approved',
        merchantPaymentId: PAYMENT_ID,
        providerReference: 'chk_9',
        outcome: 'approved',
        amount: 2500,
        currency: 'EUR',
      });
    });

    it('rejects a tampered body, a stale or future signature, another secret and a missing header', () => {
      const signature = hostedSignature(raw, { at });
      const richer = JSON.stringify({ ...event, data: { ...event.data, amount: 250000 } });
      expect(rejected(signature, richer)).toThrow(WebhookRejected);
      expect(rejected(hostedSignature(raw, { at: new Date(at.getTime() - 301_000) }))).toThrow(
        WebhookRejected,
      );
      expect(rejected(hostedSignature(raw, { at: new Date(at.getTime() + 301_000) }))).toThrow(
        WebhookRejected,
      );
      expect(rejected(hostedSignature(raw, { at, secret: 'not-the-provider-secret' }))).toThrow(
        WebhookRejected,
      );
      expect(rejected('')).toThrow(WebhookRejected);
    });

    it('rejects a body signed for another path or method, and the old body-only v1 form', () => {
      expect(rejected(hostedSignature(raw, { at, path: '/api/payments/webhook/sandbox' }))).toThrow(
        WebhookRejected,
      );
      expect(rejected(hostedSignature(raw, { at }), raw, '/api/payments/webhook/other')).toThrow(
        WebhookRejected,
      );
      expect(rejected(hostedSignature(raw, { at, method: 'PUT' }))).toThrow(WebhookRejected);
      const v1 = createHmac('sha256', FAKE_WEBHOOK_SECRET).update(`1772366400.${raw}`).digest('hex');
      expect(rejected(`t=1772366400,v1=${v1}`)).toThrow(WebhookRejected);
    });

    it('rejects a signed body that is not a checkout event', () => {
      for (const body of ['not json', JSON.stringify({ id: 'evt_1', type: 'refund.created', data: {} })])
        expect(rejected(hostedSignature(body, { at }), body)).toThrow(WebhookRejected);
    });
  });

  describe('payout', () => {
    it('sends the withdrawal with its id as idempotency key; an acceptance carries the reference', async () => {
      expect(await provider.payout(withdrawal)).toEqual({
        outcome: 'accepted',
        reference: `po_${withdrawal.withdrawalId}`,
      });
      expect(fake.calls[0]).toMatchObject({
        path: '/payouts',
        authorization: `Bearer ${FAKE_API_KEY}`,
        idempotencyKey: withdrawal.withdrawalId,
        body: {
          merchantPayoutId: withdrawal.withdrawalId,
          method: 'bank',
          amount: 2000,
          currency: 'EUR',
          account: 'DE89370400440532013000',
          holderName: 'Anna Berg',
        },
      });
    });

    it("maps the provider's refusal to failed, with its reason", async () => {
      fake.payouts = 'fail';
      expect(await provider.payout(withdrawal)).toEqual({
        outcome: 'failed',
        reason: 'The account is closed.',
      });
    });

    it('answers unknown (ask again later) when the provider does not answer in time or breaks', async () => {
      fake.payouts = 'silent';
      fake.silentMs = 1_000;
      expect(await provider.payout(withdrawal)).toMatchObject({ outcome: 'unknown' });
      fake.payouts = 'unavailable';
      expect(await provider.payout(withdrawal)).toEqual({
        outcome: 'unknown',
        reason: 'The payment provider answered HTTP 503.',
      });
    });
  });
});
