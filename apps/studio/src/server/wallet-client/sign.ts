import { createHmac } from 'node:crypto';

/** The parts of a seamless-wallet call that its signature covers. */
export interface SignedCall {
  method: string;
  /** The request's path without a query, e.g. `/api/seamless/v1/lumen-studio/bet`. */
  path: string;
  body: string;
}

/**
 * The `x-casino-signature` value of a call: `t=<unix>,v2=<hex HMAC-SHA256(secret, "<t>\n<METHOD>\n<path>\n<body>")>`
 * (docs/seamless-wallet.md). Method and path are signed, so a signed bet cannot be replayed as a win.
 */
export function signSeamlessCall(secret: string, call: SignedCall, unixSeconds: number): string {
  const digest = createHmac('sha256', secret)
    .update(`${unixSeconds}\n${call.method.toUpperCase()}\n${call.path}\n${call.body}`)
    .digest('hex');
  return `t=${unixSeconds},v2=${digest}`;
}
