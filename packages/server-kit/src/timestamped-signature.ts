import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parts of an HTTP request that a signature covers. */
export interface SignedRequest {
  method: string;
  /** The request path as sent, without the query string (see pathOf). */
  path: string;
  body: string | Buffer;
}

/**
 * `t=<unix seconds>,v2=<hex HMAC-SHA256 of "<t>\n<METHOD>\n<path>\n<raw body>">`, keyed by a shared secret: how
 * payment providers sign their webhooks and game providers sign seamless-wallet calls. The timestamp is inside
 * the signed text, so a captured request cannot be replayed outside the tolerance; the method and path are too,
 * so a body signed for one operation (a seamless `bet`) is refused at another (`win`, or another provider's).
 */
export function signTimestamped(secret: string, request: SignedRequest, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v2=${digest(secret, timestamp, request).toString('hex')}`;
}

function digest(secret: string, timestamp: number, request: SignedRequest): Buffer {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${request.method.toUpperCase()}\n${request.path}\n`)
    .update(request.body)
    .digest();
}

/**
 * True when `header` signs exactly this method, path and raw body with `secret`, made within `toleranceSeconds`
 * of `now` either way. Only the `v2` form is accepted (the older `v1` form signed the body alone). The digests
 * are compared in constant time.
 */
export function verifyTimestamped(
  secret: string,
  request: SignedRequest,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number,
): boolean {
  const match = /^t=(\d{1,12}),v2=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(digest(secret, timestamp, request), Buffer.from(match[2] ?? '', 'hex'));
}

/** The path of a request URL as received (`request.url`), without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
