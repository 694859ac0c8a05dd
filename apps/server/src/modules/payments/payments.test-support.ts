import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '@casino/rules';
import type { DepositCreated, ShortBalance } from '@casino/contracts';
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
): Promise<DepositCreated> {
  await completeProfile(app, session);
  const response = await call(app, session, 'POST', '/api/payments/deposits', {
    methodId,
    amount,
    idempotencyKey: newKey('deposit'),
  });
  if (response.statusCode !== 201) throw new Error(`deposit failed: ${response.body}`);
  return response.json<DepositCreated>();
}

/** The player's choice on the sandbox's hosted page, posted as the browser's form would. */
export function decide(app: FastifyInstance, redirectUrl: string, decision: string) {
  return app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** A webhook call as the sandbox signs it; `secret` and `at` can be changed to forge a bad one. */
export function sendWebhook(
  app: FastifyInstance,
  event: ReturnType<typeof sandboxEvent>,
  options: { secret: string; at?: Date; signature?: string },
) {
  const raw = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]:
        options.signature ?? signSandboxPayload(options.secret, raw, options.at ?? new Date()),
    },
    payload: raw,
  });
}

export function eventFor(input: SandboxEventInput) {
  return sandboxEvent(input, new Date());
}
