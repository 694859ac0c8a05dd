/**
 * The studio's access logs never keep a credential carried in an address: the platform's launch token
 * (`/studio/play/:gameId?token=…`) and the game session id in `/studio/api/sessions/:id/…`, which is all a
 * client needs to play on the player's balance. Their values are logged as `[redacted]`.
 */

export const REDACTED = '[redacted]';

/** The path segment after one of these is a credential. */
const SEGMENTS_BEFORE_SECRET = new Set(['sessions']);
const SECRET_PARAMETER = /token|session|secret|signature/i;

/** `url` (path and query, as received) with the values of secret segments and parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) => {
      const before = index > 0 ? decoded(segments[index - 1] ?? '').toLowerCase() : '';
      return segment !== '' && SEGMENTS_BEFORE_SECRET.has(before) ? REDACTED : segment;
    })
    .join('/');
  if (queryStart === -1) return redactedPath;
  const redactedQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${redactedQuery}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** What the request serializer reads: a Fastify request (or, before routing, Node's request). */
interface LoggedRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly host?: string | undefined;
  readonly ip?: string | undefined;
  readonly socket?: { readonly remotePort?: number | undefined } | undefined;
}

/** Pino's `req` serializer: Fastify's usual fields, with the address redacted. */
export function requestLogSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
