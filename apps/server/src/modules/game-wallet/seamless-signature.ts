import { signTimestamped, verifyTimestamped } from '../../platform/http/timestamped-signature.ts';

/**
 * The seamless-wallet request signature, keyed by the provider's shared secret (docs/seamless-wallet.md). A
 * replay within the tolerance is harmless: transaction ids are idempotent.
 */
export const signSeamlessBody = signTimestamped;
export const verifySeamlessSignature = verifyTimestamped;
