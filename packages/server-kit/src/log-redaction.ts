/**
 * Access logs that never keep a credential carried in an address: each server names the path segments and
 * query parameters that carry one (AddressSecrets), and their values are logged as `[redacted]`.
 */

export const REDACTED = '[redacted]';

export interface AddressSecrets {
  /** The path segment right after one of these (lower case) is a credential. */
  readonly segmentsBefore: ReadonlySet<string>;
  /** A query parameter whose name matches carries a credential. */
  readonly parameterName: RegExp;
}

/** `url` (path and query, as received) with the values of secret segments and parameters replaced. */
export function redactUrl(url: string, secrets: AddressSecrets): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) => {
      const before = index > 0 ? decoded(segments[index - 1] ?? '').toLowerCase() : '';
      return segment !== '' && secrets.segmentsBefore.has(before) ? REDACTED : segment;
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
      return secrets.parameterName.test(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${redactedQuery}`;
}

/** Routers match percent-encoded names too (`reset%2Dpassword`), so the names are compared decoded. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** What the request serializer reads: a Fastify request (or, before routing, Node's request). */
export interface LoggedRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly host?: string | undefined;
  readonly ip?: string | undefined;
  readonly socket?: { readonly remotePort?: number | undefined } | undefined;
}

/** Pino's `req` serializer: Fastify's usual fields, with the address redacted. */
export function requestLogSerializer(secrets: AddressSecrets) {
  return (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url ?? '', secrets),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}
