import { signTimestamped, verifyTimestamped } from '@casino/server-kit';
import { SANDBOX_WEBHOOK_PATH } from './sandbox-paths.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * The sandbox signs its webhooks as many providers do (signTimestamped, @casino/server-kit): a POST of
 * `rawBody` to `path`, the platform's sandbox webhook unless another path is named.
 */
export function signSandboxPayload(
  secret: string,
  rawBody: string | Buffer,
  at: Date,
  path = SANDBOX_WEBHOOK_PATH,
): string {
  return signTimestamped(secret, { method: 'POST', path, body: rawBody }, at);
}

export const verifySandboxSignature = verifyTimestamped;
