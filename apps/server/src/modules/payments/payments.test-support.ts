import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '@casino/rules';
import type { DepositCreated, DepositRequest, ShortBalance } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../accounts/accounts.tables.ts';
import { verificationStatus } from '../verification/verification.tables.ts';
import { call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { sandboxEvent, type SandboxEventInput } from './sandbox/sandbox-event.ts';
import { SANDBOX_WEBHOOK_PATH } from './sandbox/sandbox.routes.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox/sandbox-signature.ts';

let keys = 0;
export const newKey = (prefix = 'key') => `${prefix}-${Date.now()}-${++keys}`;

export async function registerWithRole(app: FastifyInstance, db: Db, role: Role): Promise<TestSession> {
  const session = await registerPlayer(app);
  await db.update(users).set({ role }).where(eq(users.id, session.userId));
  return session;
}

export async function markVerified(db: Db, userId: string): Promise<void> {
  await db
    .insert(verificationStatus)
    .values({ userId, status: 'verified' })
    .onConflictDoUpdate({ target: verificationStatus.userId, set: { status: 'verified' } });
}

export async function balanceOf(app: FastifyInstance, session: TestSession): Promise<number> {
  const response = await call(app, session, 'GET', '/api/wallet/balance');
  return response.json<ShortBalance>().balanceMain;
}

/** A complete profile: every field a payment method may require (PaymentMethod.requiredFields). */
export const COMPLETE_PROFILE = {
  firstName: 'Anna',
  surename: 'Berg',
  postCode: '10115',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  phonePrefix: '49',
  phone: '1701234567',
  country: 'DE',
  gender: 'f',
  birthday: '1990-05-17',
};

export async function completeProfile(app: FastifyInstance, session: TestSession): Promise<void> {
  const response = await call(app, session, 'PUT', '/api/me/profile', COMPLETE_PROFILE);
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.body}`);
}

/** Starts a bank deposit for a player whose profile has what the method needs. */
export async function startDeposit(
  app: FastifyInstance,
  session: TestSession,
  amount: number,
  methodId = 'card',
  /** More of the request, e.g. `claimBonus` or a `promoCode`. */
  more: Partial<DepositRequest> = {},
): Promise<DepositCreated> {
  await completeProfile(app, session);
  const response = await call(app, session, 'POST', '/api/payments/deposits', {
    methodId,
    amount,
    idempotencyKey: newKey('deposit'),
    ...more,
  });
  if (response.statusCode !== 201) throw new Error(`deposit failed: ${response.body}`);
  return response.json<DepositCreated>();
}

/** A bank withdrawal request of `amount` to Anna Berg's account, under a new idempotency key. */
export function bankWithdrawal(amount: number) {
  return {
    method: 'bank' as const,
    account: 'DE89 3704 0044 0532 0130 00',
    cardHolderName: 'Anna Berg',
    amount,
    idempotencyKey: newKey('withdraw'),
  };
}

/** The sandbox's hosted page as the browser of `session` (or a visitor without one) loads it. */
export function openSandboxPage(app: FastifyInstance, session: TestSession | undefined, redirectUrl: string) {
  return app.inject({
    method: 'GET',
    url: new URL(redirectUrl).pathname,
    ...(session ? { cookies: session.cookies } : {}),
  });
}

/** The CSRF token the page's forms carry. */
export function csrfFieldOf(html: string): string {
  return /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
}

/** A choice posted to the sandbox's page as a form: with `session`'s cookie and the given CSRF field. */
export function postDecision(
  app: FastifyInstance,
  session: TestSession | undefined,
  redirectUrl: string,
  decision: string,
  csrf: string,
) {
  return app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(session ? { cookies: session.cookies } : {}),
    payload: new URLSearchParams({ decision, csrf }).toString(),
  });
}

/** The paying player's choice on the sandbox's hosted page, as the browser does it: open the page, post a form. */
export async function decide(
  app: FastifyInstance,
  session: TestSession,
  redirectUrl: string,
  decision: string,
) {
  const page = await openSandboxPage(app, session, redirectUrl);
  if (page.statusCode !== 200) throw new Error(`sandbox page failed: ${page.statusCode} ${page.body}`);
  return postDecision(app, session, redirectUrl, decision, csrfFieldOf(page.body));
}

/**
 * A webhook call as the sandbox signs it; `secret`, `at`, `signature` or `signedPath` (the path the signature
 * was made for) forge a bad one; `remoteAddress` is the address it comes from.
 */
export function sendWebhook(
  app: FastifyInstance,
  event: ReturnType<typeof sandboxEvent>,
  options: {
    secret: string;
    at?: Date;
    signature?: string;
    signedPath?: string;
    url?: string;
    remoteAddress?: string;
  },
) {
  const raw = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: options.url ?? SANDBOX_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]:
        options.signature ??
        signSandboxPayload(options.secret, raw, options.at ?? new Date(), options.signedPath),
    },
    payload: raw,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function eventFor(input: SandboxEventInput) {
  return sandboxEvent(input, new Date());
}
