import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, type TestSession } from '../../test/test-accounts.ts';

/** Public addresses the bundled GeoIP database places in France and in Germany. */
export const FRENCH_ADDRESS = '212.27.48.10';
export const GERMAN_ADDRESS = '194.25.0.68';

/**
 * A production configuration (with the secrets production requires, so the development country override is
 * refused) that blocks France: the country comes from the real client address only.
 */
export const PRODUCTION_BLOCKING_FRANCE = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
  // The sandbox provider stands in for a real one; production accepts it only when told so.
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
  BLOCKED_COUNTRIES: 'FR',
};

/** A call as the browser makes it (cookie and CSRF header when signed in), from the client address `from`. */
export function callFrom(
  app: FastifyInstance,
  from: string,
  session: TestSession | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return call(app, session, method, url, payload, from);
}

/** The error code of a refusal, with its status. */
export function refusalOf(response: LightMyRequestResponse): { status: number; code: string | undefined } {
  const body = response.json<{ error?: { code?: string } }>();
  return { status: response.statusCode, code: body.error?.code };
}
