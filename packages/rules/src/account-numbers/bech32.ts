/**
 * Bech32 (BIP-173) and Bech32m (BIP-350) strings and the segregated-witness addresses written in them: a
 * human-readable part, the separator '1', then 5-bit characters ending in a 6-character checksum.
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_MAX_LENGTH = 90;
const CHECKSUM_LENGTH = 6;

/** The value the checksum polynomial leaves: 1 for Bech32, this constant for Bech32m. */
const CHECKSUM_CONSTANTS = { bech32: 1, bech32m: 0x2bc830a3 } as const;
export type Bech32Encoding = keyof typeof CHECKSUM_CONSTANTS;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator;
    });
  }
  return checksum;
}

function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((character) => character.charCodeAt(0));
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)];
}

export type Bech32Decoded = { prefix: string; words: number[]; encoding: Bech32Encoding };

/**
 * A Bech32 or Bech32m string as its lower-case prefix and 5-bit words (checksum removed). 'format' when it is
 * not shaped like one (mixed case, too long, no separator, a character outside the set); 'checksum' when the
 * checksum matches neither encoding.
 */
export function bech32Decode(text: string): Bech32Decoded | 'format' | 'checksum' {
  if (text.length > BECH32_MAX_LENGTH) return 'format';
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return 'format';
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 1 + CHECKSUM_LENGTH > lower.length) return 'format';
  const prefix = lower.slice(0, separator);
  if (![...prefix].every((character) => character >= '!' && character <= '~')) return 'format';
  const words = [...lower.slice(separator + 1)].map((character) => CHARSET.indexOf(character));
  if (words.some((word) => word < 0)) return 'format';
  const residue = polymod([...expandPrefix(prefix), ...words]);
  const encoding = (Object.keys(CHECKSUM_CONSTANTS) as Bech32Encoding[]).find(
    (name) => CHECKSUM_CONSTANTS[name] === residue,
  );
  if (!encoding) return 'checksum';
  return { prefix, words: words.slice(0, -CHECKSUM_LENGTH), encoding };
}

/** 5-bit words as bytes; null when the leftover padding is 5 bits or more, or not zero (BIP-173). */
export function wordsToBytes(words: readonly number[]): Uint8Array | null {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const word of words) {
    accumulator = ((accumulator << 5) | word) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >>> bits) & 0xff);
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(bytes);
}
