export const CLIENT_SEED_MAX_LENGTH = 64;

export type ClientSeedProblem = 'empty' | 'too-long' | 'not-printable';

/**
 * What the server accepts as a client seed: 1 to 64 characters once trimmed, none of them a control
 * character, line separator, private-use or unassigned code point (emoji joiners are fine).
 */
export function clientSeedProblem(value: string): ClientSeedProblem | null {
  const seed = value.trim();
  if (seed.length === 0) return 'empty';
  if (seed.length > CLIENT_SEED_MAX_LENGTH) return 'too-long';
  if (/[\p{Cc}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}]/u.test(seed)) return 'not-printable';
  return null;
}
