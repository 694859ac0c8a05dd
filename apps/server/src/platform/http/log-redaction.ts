import type { AddressSecrets } from '@casino/server-kit';

/**
 * Access logs never keep a credential carried in an address: the password-reset link
 * (`/reset-password/<token>`, with or without a language prefix), the session return (`/reauth/<session>` and
 * its `session_uuid`), the `account` hand-off parameter, launch tokens (`token=`) and the sandbox payment page
 * (`/sandbox-pay/<id>`, whose id decides the payment). Their values are logged as `[redacted]`.
 */
export const PLATFORM_ADDRESS_SECRETS: AddressSecrets = {
  segmentsBefore: new Set(['reset-password', 'reauth', 'sandbox-pay']),
  parameterName: /token|account|session|secret|password|signature/i,
};
