import type { Db } from '../../platform/db/client.ts';
import { RetryLaterError } from './accounts.context.ts';
import {
  clearAttempts,
  deleteAttemptsBefore,
  hasAttemptSince,
  recordAttempt,
  releaseAttempt,
  reserveAttempt,
  reserveSpacedAttempt,
  type Limit,
  type Slowdown,
} from './attempts.ts';

const MINUTE = 60_000;

/** Failed logins from one address, whatever the account, before that address must wait. */
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 10, windowMs: 15 * MINUTE };
/** Failed password checks of one account from one address before that pair (and only that pair) must wait. */
export const ACCOUNT_ADDRESS_LIMIT: Limit = { max: 5, windowMs: 15 * MINUTE };
/**
 * Failed password checks of one account from every address together: the first 5 in 15 minutes are free;
 * after that each check must come 1 s after the latest failure, then 2 s, 4 s … up to 60 s. A stranger can
 * slow an account down this way but cannot lock its owner out, and guesses spread over many addresses stay
 * near one a minute.
 */
export const ACCOUNT_SLOWDOWN: Slowdown = {
  free: 5,
  windowMs: 15 * MINUTE,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
};
/** How long an address the account signed in from stays exempt from the account's slowdown. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

const addressKey = (ip: string) => `login:ip:${ip}`;
const pairKey = (email: string, ip: string) => `login:account-ip:${email}:${ip}`;
const accountKey = (email: string) => `login:account:${email}`;
const knownPrefix = (email: string) => `login:known:${email}:`;

/** A password check that has been let through; it counts as a failure unless {@link passed} is called. */
export interface PasswordCheck {
  /** The password was right: the failures of the account are forgiven and the address is remembered. */
  passed(): Promise<void>;
}

/** A login attempt (`email` normalized): limited per address and per account and address, slowed per account. */
export function admitLogin(db: Db, email: string, ip: string, now: Date): Promise<PasswordCheck> {
  return admit(db, email, ip, now, { limitAddress: true });
}

/**
 * The old password of a password change: counted with the account's failed logins, so that a stolen session
 * cannot guess the password any faster than a login could.
 */
export function admitPasswordChange(db: Db, email: string, ip: string, now: Date): Promise<PasswordCheck> {
  return admit(db, email, ip, now, { limitAddress: false });
}

/**
 * The account signed in from this address with its password (a login, or the registration): the address is
 * known for {@link KNOWN_ADDRESS_MS}. Addresses not seen for that long are forgotten.
 */
export async function rememberAddress(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const key = `${knownPrefix(email)}${ip}`;
  await clearAttempts(db, key);
  await recordAttempt(db, key, now);
  await deleteAttemptsBefore(db, knownPrefix(email), new Date(now.getTime() - KNOWN_ADDRESS_MS));
}

/**
 * Every slot is taken before the password is checked and stays as the failure unless the check passes, so
 * that checks running at the same time cannot all pass a count taken before any of them failed. A refused
 * attempt gives its slots back: it is not counted, so waiting always ends a refusal. Unknown addresses go
 * through the same steps as accounts, so a refusal says nothing about whether an account exists.
 */
async function admit(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  { limitAddress }: { limitAddress: boolean },
): Promise<PasswordCheck> {
  let addressSlot: number | undefined;
  if (limitAddress) {
    const address = await reserveAttempt(db, addressKey(ip), LOGIN_ADDRESS_LIMIT, now);
    if (!address.ok)
      throw new RetryLaterError(
        'rate_limited',
        address.retryAfterSeconds,
        'Too many attempts from this address.',
      );
    addressSlot = address.id;
  }
  const giveBack = async (...slots: Array<number | undefined>) => {
    for (const slot of slots) if (slot !== undefined) await releaseAttempt(db, slot);
  };

  const pair = await reserveAttempt(db, pairKey(email, ip), ACCOUNT_ADDRESS_LIMIT, now);
  if (!pair.ok) {
    await giveBack(addressSlot);
    throw new RetryLaterError(
      'rate_limited',
      pair.retryAfterSeconds,
      'Too many attempts for this account from this address.',
    );
  }

  // The owner's usual addresses still count their failures, but never wait for those of strangers.
  if (await hasAttemptSince(db, `${knownPrefix(email)}${ip}`, new Date(now.getTime() - KNOWN_ADDRESS_MS))) {
    await recordAttempt(db, accountKey(email), now);
  } else {
    const account = await reserveSpacedAttempt(db, accountKey(email), ACCOUNT_SLOWDOWN, now);
    if (!account.ok) {
      await giveBack(addressSlot, pair.id);
      throw new RetryLaterError(
        'account_throttled',
        account.retryAfterSeconds,
        'Too many failed attempts for this account: try again shortly.',
      );
    }
  }

  return {
    async passed() {
      await giveBack(addressSlot);
      await clearAttempts(db, pairKey(email, ip));
      await clearAttempts(db, accountKey(email));
      await rememberAddress(db, email, ip, now);
    },
  };
}
