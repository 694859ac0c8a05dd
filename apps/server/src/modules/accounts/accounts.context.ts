import type { VerificationStatus } from '@casino/rules';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import type { Sessions } from './sessions.ts';

/** What every accounts service works with; `now` is injected so that tests can move time. */
export interface AccountsContext {
  db: Db;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  sessions: Sessions;
  verificationStatusOf: (userId: string) => Promise<VerificationStatus>;
  onRegistered?: (user: { id: string; currency: string }) => Promise<void>;
  /**
   * Checks a promo code given at sign-up for an account of this currency and country, answering it in upper case;
   * throws 400 `no_such_code` or `invalid_promo_code` (the bonus engine's, docs/bonuses.md). Without it a code is
   * kept as given.
   */
  checkSignupPromoCode?: (code: string, player: { currency: string; country: string }) => Promise<string>;
}

/** A refusal that tells the client when to try again (sent as Retry-After). */
export class RetryLaterError extends AppError {
  constructor(
    code: 'account_throttled' | 'rate_limited',
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(code, 429, message);
  }
}
