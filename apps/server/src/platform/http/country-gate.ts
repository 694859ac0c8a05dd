import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { clientIp } from './client-ip.ts';

/**
 * Closes a route to callers located in a blocked country (`BLOCKED_COUNTRIES`, the GeoIP country of the client
 * address). The only value, `refuse-blocked`, answers `403 country_blocked` before the handler. Set it on
 * every route that lets money in or puts it at risk:
 * - every route that starts a deposit (bank, crypto, and any later quote or confirmation step);
 * - the game launch (real money and demo alike);
 * - every bonus route that grants, claims, activates or buys a bonus, promotion, free spins or shop item.
 * Withdrawals, histories, balances, login, logout, sessions and verification stay open, so that a player
 * abroad can still take their money out.
 */
export type CountryGate = 'refuse-blocked';

declare module 'fastify' {
  interface FastifyContextConfig {
    countryGate?: CountryGate;
  }
}

/** Where a client address is, and whether that country is refused (the geo module's service). */
export interface CountryLocator {
  countryOf(ip: string): string | null;
  isBlocked(country: string | null): boolean;
}

/**
 * Enforces `config.countryGate`. A preHandler, the last hook before the handler, so the access guard has always
 * run first: a guest on a signed-in route is still answered 401 and a write without its CSRF token 403
 * `csrf_failed`.
 */
export function registerCountryGate(
  app: FastifyInstance,
  locator: CountryLocator,
  trustedHeader: string | undefined,
): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.countryGate !== 'refuse-blocked') return;
    if (locator.isBlocked(locator.countryOf(clientIp(request, trustedHeader))))
      throw new AppError('country_blocked', 403, 'This is not available in your country.');
  });
}
