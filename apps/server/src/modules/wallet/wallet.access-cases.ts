import { randomUUID } from 'node:crypto';
import { signedIn, staffOnly, type AccessCase } from '../../test/access-cases.ts';

/**
 * The wallet routes' rows for the access test of every /api route. Balances and histories are the caller's
 * own; a transaction id that is not the caller's answers 404 (tested with the owner's own rows in
 * wallet.int.test.ts). Adjustments are for finance and admin only, so the support-role caller is refused too.
 */
export const walletAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/wallet/balance', expect: signedIn(200) },
  { method: 'GET', route: '/api/wallet/balance/full', expect: signedIn(200) },
  { method: 'GET', route: '/api/wallet/bonus-account', expect: signedIn(200) },
  { method: 'GET', route: '/api/wallet/payment-history', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/wallet/game-transactions',
    url: () => '/api/wallet/game-transactions?tab=bonus',
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/wallet/transactions/:transactionId',
    url: () => `/api/wallet/transactions/${randomUUID()}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/wallet/currency',
    body: () => ({ currency: 'EUR', idempotencyKey: randomUUID() }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/staff/wallet/adjust',
    body: (context) => ({
      userId: context.ownerId,
      amount: 500,
      reason: 'Access test',
      idempotencyKey: randomUUID(),
    }),
    expect: staffOnly(403),
  },
];
