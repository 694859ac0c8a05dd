import { depositCreatedSchema, depositLimits, depositSchema, withdrawalSchema } from '@casino/contracts';
import type { PlayerCurrency } from '@casino/rules';
import { SANDBOX_CSRF_FIELD } from '../modules/payments/sandbox/sandbox-page.ts';
import { DemoHistoryError, type BrowserSession, type DemoApi } from './demo-api.ts';
import { DEMO_PROFILE } from './demo-verification.ts';

/**
 * Three bank deposits, in multiples of the currency's smallest deposit (50, 100 and 25 EUR for a euro account).
 * Their fixed idempotency keys make a repeated start find the same payments instead of making new ones.
 */
const DEPOSITS = [
  { idempotencyKey: 'demo-history-deposit-1', methodId: 'card', minimums: 5 },
  { idempotencyKey: 'demo-history-deposit-2', methodId: 'instant-bank', minimums: 10 },
  { idempotencyKey: 'demo-history-deposit-3', methodId: 'bank-transfer', minimums: 2.5 },
] as const;

/** One bank withdrawal of twice the smallest deposit (20 EUR). */
const WITHDRAWAL = { idempotencyKey: 'demo-history-withdrawal', minimums: 2 } as const;

/** The example IBAN used throughout IBAN documentation: valid in form and checksum, and no real account. */
const EXAMPLE_IBAN = 'DE89370400440532013000';

/**
 * The deposits as a player makes them: started at the cashier, paid on the sandbox provider's page (opened and
 * approved in the player's own session), reported by the provider's signed webhook and credited by the
 * platform. Answers how many were credited now (a deposit credited at an earlier start is left as it is).
 */
export async function makeDeposits(
  api: DemoApi,
  player: BrowserSession,
  currency: PlayerCurrency,
): Promise<number> {
  const { min } = depositLimits(currency);
  let credited = 0;
  for (const { idempotencyKey, methodId, minimums } of DEPOSITS) {
    const request = { methodId, amount: Math.round(min * minimums), idempotencyKey };
    const created = await api.write(player, 'POST', '/api/payments/deposits', request, depositCreatedSchema);
    const depositUrl = `/api/payments/deposits/${created.paymentId}`;
    if ((await api.read(player, depositUrl, depositSchema)).status !== 'pending') continue;
    await approveOnSandboxPage(api, player, created.redirectUrl);
    const { status } = await api.read(player, depositUrl, depositSchema);
    if (status !== 'complete') throw new DemoHistoryError(`the deposit ${idempotencyKey} is ${status}`);
    credited += 1;
  }
  return credited;
}

/** What the player's browser does on the provider's page: open it, then press "approve". */
async function approveOnSandboxPage(
  api: DemoApi,
  player: BrowserSession,
  redirectUrl: string,
): Promise<void> {
  const url = new URL(redirectUrl).pathname;
  api.expectStatus(await api.send(player, { method: 'GET', url }), [200], 'opening the sandbox payment page');
  const decision = await api.send(player, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision: 'approve', [SANDBOX_CSRF_FIELD]: player.csrfToken }).toString(),
  });
  api.expectStatus(decision, [303], 'approving on the sandbox payment page');
}

/**
 * A bank withdrawal requested by the player (the money is held at once) and approved by the admin: paid out
 * through the sandbox provider and completed. Answers 1 when it was completed now, 0 when an earlier start did.
 */
export async function makeWithdrawal(
  api: DemoApi,
  player: BrowserSession,
  admin: () => Promise<BrowserSession>,
  currency: PlayerCurrency,
): Promise<number> {
  const request = {
    method: 'bank',
    account: EXAMPLE_IBAN,
    cardHolderName: `${DEMO_PROFILE.firstName} ${DEMO_PROFILE.surename}`,
    amount: Math.round(depositLimits(currency).min * WITHDRAWAL.minimums),
    idempotencyKey: WITHDRAWAL.idempotencyKey,
  };
  const requested = await api.write(player, 'POST', '/api/payments/withdrawals', request, withdrawalSchema);
  if (requested.status !== 'pending') return 0;
  const approveUrl = `/api/staff/withdrawals/${requested.id}/approve`;
  const { status } = await api.write(await admin(), 'POST', approveUrl, {}, withdrawalSchema);
  if (status !== 'complete') throw new DemoHistoryError(`the withdrawal is ${status}, not complete`);
  return 1;
}
