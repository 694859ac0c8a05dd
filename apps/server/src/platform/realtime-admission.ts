import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { clientIp } from './http/client-ip.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Who may open `/ws`, decided before the upgrade (an HTTP error answer, no socket):
 * - Origin: a browser always sends it on a WebSocket handshake, and the socket carries the page's cookies, so a
 *   page of another site must not open one (cross-site WebSocket hijacking): only the public origin is allowed,
 *   and outside production also any loopback origin (the Vite dev server proxies `/ws` from port 5173). A
 *   handshake without Origin does not come from a browser, so it carries no victim's cookies: it is allowed.
 * - at most `wsConnectionsPerAddress` open sockets per client address on this node.
 */
export function createRealtimeAdmission(config: Config) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const openByAddress = new Map<string, number>();

  const originAllowed = (header: string | undefined): boolean => {
    if (header === undefined) return true;
    let origin: URL;
    try {
      origin = new URL(header);
    } catch {
      return false;
    }
    if (origin.origin === publicOrigin) return true;
    return !config.isProduction && origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname);
  };

  return async function admit(request: FastifyRequest): Promise<void> {
    if (!originAllowed(request.headers.origin)) {
      throw new AppError('forbidden', 403, 'This origin may not open the realtime channel.');
    }
    const address = clientIp(request, config.trustProxyHeader);
    const open = openByAddress.get(address) ?? 0;
    if (open >= config.wsConnectionsPerAddress) {
      throw new AppError('rate_limited', 429, 'Too many realtime connections from this address.');
    }
    const socket = request.raw.socket;
    if (socket.destroyed) return;
    openByAddress.set(address, open + 1);
    // Held for as long as the TCP connection lives, whether the upgrade then succeeds or not.
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  };
}
