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
  // accounts
  'invalid_credentials',
  'account_throttled',
  'confirmation_required',
  'email_taken',
  'unknown_country',
  'common_password',
  'currency_not_offered',
  'password_reused',
  'wrong_password',
  'invalid_token',
  'csrf_failed',
  // wallet
  'insufficient_funds',
  'idempotency_conflict',
  'currency_change_blocked',
  'amount_out_of_range',
  // verification uploads
  'file_type',
  'file_too_large',
  'too_many_images',
  // payments
  'invalid_promo_code',
  'verification_required',
  'amount_below_minimum',
  'amount_above_maximum',
  'profile_incomplete',
  'payment_method_unavailable',
  // games
  'game_not_available',
  'game_access_denied',
  'game_blocked_by_bonus',
  'demo_not_available',
  'catalogue_unavailable',
  /** A time-out or self-exclusion is in force: no deposit, launch or bet (docs/player-protection.md). */
  'player_restricted',
  /** A break ending later is in force; breaks are only ever lengthened. */
  'exclusion_in_force',
  /** The deposit or stake would take the player over a limit they set (docs/player-protection.md). */
  'limit_reached',
  /** The session time limit the player set has been reached: play again after signing in anew. */
  'session_limit_reached',
  /** A pending limit change cannot be confirmed now: none pending, still cooling off, or lapsed. */
  'limit_not_confirmable',
  /** The market does not let reality checks be switched off. */
  'reality_check_required',
  /** Coming back is asked only once a self-exclusion has run its course, and once. */
  'return_not_allowed',
  /** Staff may only lower a limit or add a time-out. */
  'staff_may_only_restrict',
  // bonuses
  /** No bonus of the player's by that id, or none in the state the action needs (§8 bonus not found). */
  'bonus_not_found',
  /** A withdrawal while a bonus is active forfeits it: the player confirms first (docs/bonuses.md). */
  'bonus_active',
  /** No campaign has the promo code given (§8 no such code); `invalid_promo_code` when one has it but not for the player now. */
  'no_such_code',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
