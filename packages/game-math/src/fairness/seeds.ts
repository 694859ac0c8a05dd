/**
 * Server seeds and their commitments. Before a player's first round the server shows hashServerSeed(seed);
 * when the seed is rotated the old seed is revealed (anyone can check it against the hash shown), the hash of
 * the new seed is shown, and the nonce starts again at 0.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Random bytes in a server seed. */
export const SERVER_SEED_BYTES = 32;

/** The 64 lowercase hex characters of 32 random bytes the caller drew from a cryptographic source. */
export function generateServerSeed(randomBytes: Uint8Array): string {
  if (randomBytes.length !== SERVER_SEED_BYTES) {
    throw new RangeError(`a server seed needs ${SERVER_SEED_BYTES} random bytes, got ${randomBytes.length}`);
  }
  return bytesToHex(randomBytes);
}

/** The commitment to a server seed: SHA-256 of its UTF-8 bytes, as 64 lowercase hex characters. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Whether a revealed seed is the one behind a commitment (the hash may be in either letter case). */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return hashServerSeed(serverSeed) === commitment.trim().toLowerCase();
}
