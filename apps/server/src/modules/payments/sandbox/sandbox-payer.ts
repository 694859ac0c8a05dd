import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Authenticate, Principal } from '../../../platform/http/access.ts';

export interface SandboxPayerDeps {
  /** The platform's session resolver (the page lives outside /api, where the access guard does not run). */
  authenticate: Authenticate;
  /** The account that started the platform payment; null for an unknown payment. */
  payerOf: (merchantPaymentId: string) => Promise<string | null>;
}

/** Why the page refuses a request: plain text, and nothing changes. */
export interface SandboxRefusal {
  status: 403 | 404;
  message: string;
}

/**
 * The sandbox's page acts only for the player who started the payment, in that player's own browser session:
 * without a session 403, with another account's session 404 (as for an id that names nothing), so that knowing
 * a payment id gives a stranger nothing.
 */
export async function payerSession(
  request: FastifyRequest,
  payment: { merchantPaymentId: string } | undefined,
  deps: SandboxPayerDeps,
): Promise<Principal | SandboxRefusal> {
  const principal = await deps.authenticate(request);
  if (!principal) return { status: 403, message: 'Sign in to the casino in this browser to pay.' };
  if (!payment || (await deps.payerOf(payment.merchantPaymentId)) !== principal.userId)
    return { status: 404, message: 'No such payment.' };
  return principal;
}

export function isRefusal(value: Principal | SandboxRefusal): value is SandboxRefusal {
  return 'status' in value;
}

/** The form's CSRF field against the session's token, in constant time (both are hashed to one length). */
export function csrfMatches(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}
