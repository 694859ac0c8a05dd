import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by a shared secret: how the sandbox
 * provider signs its webhooks and game providers sign seamless-wallet calls, as many real partners do. The
 * timestamp is inside the signed text, so a captured request cannot be replayed outside the tolerance.
 */
export function signTimestamped(secret: string, rawBody: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, rawBody).toString('hex')}`;
}

function digest(secret: string, timestamp: number, rawBody: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/**
 * True when `header` signs exactly `rawBody` with `secret`, made within `toleranceSeconds` of `now` either way.
 * The digests are compared in constant time.
 */
export function verifyTimestamped(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(digest(secret, timestamp, rawBody), Buffer.from(match[2] ?? '', 'hex'));
}
