import type { AddressSecrets } from '@casino/server-kit';

/**
 * The studio's access logs never keep a credential carried in an address: the platform's launch token
 * (`/studio/play/:gameId?token=…`) and the game session id in `/studio/api/sessions/:id/…`, which is all a
 * client needs to play on the player's balance. Their values are logged as `[redacted]`.
 */
export const STUDIO_ADDRESS_SECRETS: AddressSecrets = {
  segmentsBefore: new Set(['sessions']),
  parameterName: /token|session|secret|signature/i,
};
