/** Kept free of zod so that the browser can read the codes without loading the schemas. */
/** Every error code the API can answer with. The web app maps each to a translation key `apiErrors.<code>`. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'country_blocked',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
