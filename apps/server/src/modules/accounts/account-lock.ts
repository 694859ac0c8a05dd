import type { Db } from '../../platform/db/client.ts';
import { RetryLaterError } from './accounts.context.ts';
import { clearAttempts, reserveAttempt, type Limit } from './attempts.ts';

/**
 * Failed password checks of one account (logins and password changes alike) before it is locked; the lock ends
 * when the oldest failure leaves the window.
 */
export const ACCOUNT_FAILURE_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };

const accountKey = (normalizedEmail: string) => `login:account:${normalizedEmail}`;

/**
 * Takes one of the account's failure slots before its password is checked, so that checks running at the same
 * time cannot all pass a count taken before any of them failed. The slot stays as the failure unless the
 * password was right ({@link clearAccountFailures}). Refuses with `account_locked` while the account is locked.
 * Returns the slot's id.
 */
export async function holdAccountCheck(db: Db, normalizedEmail: string, now: Date): Promise<number> {
  const slot = await reserveAttempt(db, accountKey(normalizedEmail), ACCOUNT_FAILURE_LIMIT, now);
  if (!slot.ok)
    throw new RetryLaterError(
      'account_locked',
      slot.retryAfterSeconds,
      'Too many failed attempts: try again later.',
    );
  return slot.id;
}

/** The right password ends the count of the account's failures. */
export async function clearAccountFailures(db: Db, normalizedEmail: string): Promise<void> {
  await clearAttempts(db, accountKey(normalizedEmail));
}
