import { sha256 } from '@noble/hashes/sha2.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text as bytes (each leading '1' is a zero byte); null when a character is not in the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  for (; value > 0n; value /= 256n) body.unshift(Number(value % 256n));
  const leadingZeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...body]);
}

/**
 * Base58Check: the payload followed by the first 4 bytes of its double SHA-256. Answers the payload, or null
 * when the text is not base58 or the checksum does not match.
 */
export function base58CheckDecode(text: string): Uint8Array | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, -4);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, index) => byte === bytes[bytes.length - 4 + index]) ? payload : null;
}
