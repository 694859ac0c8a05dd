import { signTimestamped, verifyTimestamped } from '@casino/server-kit';

/**
 * The seamless-wallet request signature, keyed by the provider's shared secret over the method, the path (so the
 * operation and the provider) and the raw body (docs/seamless-wallet.md). A replay of the same call within the
 * tolerance is harmless: transaction ids are idempotent.
 */
export const signSeamlessRequest = signTimestamped;
export const verifySeamlessSignature = verifyTimestamped;
