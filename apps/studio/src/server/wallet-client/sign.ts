import { createHmac } from 'node:crypto';

/** The `x-casino-signature` value for a raw body: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signSeamlessBody(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
