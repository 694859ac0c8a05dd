import { signTimestamped, verifyTimestamped } from '../../../platform/http/timestamped-signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox provider signs its webhooks as many providers do (platform/http/timestamped-signature.ts). */
export const signSandboxPayload = signTimestamped;
export const verifySandboxSignature = verifyTimestamped;
