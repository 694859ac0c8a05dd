import type { HttpTimeouts } from './config.ts';

/**
 * Fastify constructor options that bound how long a client may hold a connection (the same rules as the
 * platform's): the request line and headers, then the whole request, must arrive in time however slowly they
 * trickle in; a connection without traffic either way is dropped; an idle kept-alive one is closed. Requests
 * that reach an open connection while the server closes are still answered, with Connection: close.
 */
export function serverTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node compares the header and request deadlines on this period (30 s by default), which bounds their precision.
      connectionsCheckingInterval: Math.min(5000, timeouts.headersMs / 2),
    },
    return503OnClosing: false,
    forceCloseConnections: 'idle' as const,
  };
}
