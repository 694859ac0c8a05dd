import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { clientIp } from './client-ip.ts';

export interface ProviderRateLimitOptions {
  /** What the calls are, e.g. `seamless` or `webhook`: the first part of every key. */
  bucket: string;
  /** The provider a request is for (from its path). */
  providerOf: (request: FastifyRequest) => string;
  perMinute: number;
  trustProxyHeader: string | undefined;
}

/**
 * A route's own rate limit for a partner's server-to-server calls (`config.rateLimit`). A route with its own
 * settings counts in its own store, apart from the players' per-address bucket of the /api scope, so neither
 * can exhaust the other's. The key `<bucket>:<provider>:<address>` keeps the address: a stranger flooding a
 * provider's path from elsewhere fills only its own count, never the provider's.
 */
export function providerRateLimit(options: ProviderRateLimitOptions): RateLimitOptions {
  return {
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `${options.bucket}:${options.providerOf(request)}:${clientIp(request, options.trustProxyHeader)}`,
  };
}
