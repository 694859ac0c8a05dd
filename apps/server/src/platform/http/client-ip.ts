import type { FastifyRequest } from 'fastify';

/**
 * The client's address: the first address of the trusted proxy header when one is configured (set it only
 * behind a proxy that overwrites the header), otherwise the socket's peer address.
 */
export function clientIp(request: FastifyRequest, trustedHeader: string | undefined): string {
  if (trustedHeader) {
    const raw = request.headers[trustedHeader];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const first = value?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? '';
}
