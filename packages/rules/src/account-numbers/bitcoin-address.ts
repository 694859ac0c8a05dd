import { base58CheckDecode } from './base58check.ts';
import { bech32Decode, wordsToBytes } from './bech32.ts';

/**
 * A Bitcoin mainnet address: legacy Base58Check (P2PKH `1…`, P2SH `3…`) or segregated witness in Bech32
 * (`bc1q…`, witness version 0, BIP-173) or Bech32m (`bc1p…` and later versions, BIP-350). Testnet addresses
 * are refused: real money is paid on mainnet only.
 */

/** What is wrong with a Bitcoin address: not shaped like one, or a checksum that does not match (a typo). */
export type BitcoinAddressProblem = 'format' | 'checksum';

/** Version bytes of mainnet Base58Check addresses: pay to public-key hash, pay to script hash. */
const BASE58_VERSIONS = [0x00, 0x05];
const BASE58_PAYLOAD_LENGTH = 21;
const SEGWIT_PREFIX = 'bc';
const MAX_WITNESS_VERSION = 16;

function base58AddressProblem(text: string): BitcoinAddressProblem | null {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(text)) return 'format';
  const payload = base58CheckDecode(text);
  if (!payload) return 'checksum';
  const version = payload[0] ?? -1;
  return payload.length === BASE58_PAYLOAD_LENGTH && BASE58_VERSIONS.includes(version) ? null : 'format';
}

function segwitAddressProblem(text: string): BitcoinAddressProblem | null {
  const decoded = bech32Decode(text);
  if (typeof decoded === 'string') return decoded;
  const [version, ...programWords] = decoded.words;
  if (decoded.prefix !== SEGWIT_PREFIX || version === undefined || version > MAX_WITNESS_VERSION)
    return 'format';
  // Version 0 uses Bech32, later versions Bech32m: the other checksum means the address was mistyped.
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return 'checksum';
  const program = wordsToBytes(programWords);
  if (!program || program.length < 2 || program.length > 40) return 'format';
  if (version === 0 && program.length !== 20 && program.length !== 32) return 'format';
  return null;
}

export function bitcoinAddressProblem(text: string): BitcoinAddressProblem | null {
  return /^bc1/i.test(text) ? segwitAddressProblem(text) : base58AddressProblem(text);
}

export function isValidBitcoinAddress(text: string): boolean {
  return bitcoinAddressProblem(text) === null;
}
