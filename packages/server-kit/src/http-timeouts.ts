/** How long a client may take over its connection, in milliseconds. */
export interface HttpTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
  readonly idleMs: number;
  readonly keepAliveMs: number;
}

/**
 * Fastify constructor options that bound how long a client may hold a connection, and how a closing server
 * treats the connections it still has (see shutdown.ts).
 * - headers: the request line and headers must arrive within this time, however slowly they trickle in
 *   (a slow-headers client is answered 408 and dropped);
 * - request: the same for the whole request, body included;
 * - idle: a connection with no traffic either way for this long is dropped (also a client that stops reading);
 * - keep-alive: an idle kept-alive connection is closed after this long; longer than a proxy's usual 60 s.
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
    // Requests that reach an open connection while the server closes are still answered (with Connection: close).
    return503OnClosing: false,
    forceCloseConnections: 'idle' as const,
  };
}
