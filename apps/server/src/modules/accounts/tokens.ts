import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from(randomBytes(10), (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');
}
