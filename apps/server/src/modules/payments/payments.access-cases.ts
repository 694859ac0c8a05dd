import { everyone, signedIn, type AccessCase, type Caller } from '../../test/access-cases.ts';
import { newKey } from './payments.test-support.ts';

/** An id that names nothing: these rows check who gets past the guard, the flows are tested elsewhere. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
/** Withdrawals are decided by finance and admin; the access test's staff caller holds the support role. */
const deciders = (): Record<Caller, number> => ({ guest: 401, owner: 403, other: 403, staff: 403 });

/**
 * The payment routes' rows for the access test of every /api route. Withdrawals need a verified account, so
 * every signed-in caller is let past the guard and then refused with 403 verification_required.
 */
export const paymentAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/payments/methods', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/payments/deposits',
    // The callers have no name on their profile, which card payments need: past the guard, then 409.
    body: () => ({ methodId: 'card', amount: 2000, idempotencyKey: newKey('access') }),
    expect: signedIn(409),
  },
  {
    method: 'GET',
    route: '/api/payments/deposits/:id',
    url: () => `/api/payments/deposits/${NO_SUCH_ID}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/payments/crypto/deposits',
    body: () => ({ asset: 'BTC', amount: 2000, idempotencyKey: newKey('access') }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/payments/withdrawals',
    body: () => ({
      method: 'bank',
      account: 'DE89 3704 0044 0532 0130 00',
      cardHolderName: 'Anna Berg',
      amount: 1000,
      idempotencyKey: newKey('access'),
    }),
    expect: signedIn(403),
  },
  {
    method: 'POST',
    route: '/api/payments/webhook/:provider',
    url: () => '/api/payments/webhook/sandbox',
    body: () => ({ id: 'unsigned', type: 'payment.updated' }),
    expect: everyone(401),
  },
  { method: 'GET', route: '/api/staff/withdrawals', expect: deciders() },
  {
    method: 'POST',
    route: '/api/staff/withdrawals/:id/approve',
    url: () => `/api/staff/withdrawals/${NO_SUCH_ID}/approve`,
    expect: deciders(),
  },
  {
    method: 'POST',
    route: '/api/staff/withdrawals/:id/reject',
    url: () => `/api/staff/withdrawals/${NO_SUCH_ID}/reject`,
    body: () => ({ reason: 'No proof of ownership.' }),
    expect: deciders(),
  },
  { method: 'GET', route: '/api/staff/deposits/not-confirmed', expect: deciders() },
  {
    method: 'POST',
    route: '/api/staff/deposits/:id/settle',
    url: () => `/api/staff/deposits/${NO_SUCH_ID}/settle`,
    body: () => ({ decision: 'credit' }),
    expect: deciders(),
  },
  {
    method: 'POST',
    route: '/api/dev/payments/crypto/:paymentId/arrive',
    url: () => `/api/dev/payments/crypto/${NO_SUCH_ID}/arrive`,
    body: () => ({ assetAmount: '0.001' }),
    expect: everyone(404),
  },
];
