import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * An Ethereum account address (also the address of ERC-20 tokens on Ethereum): `0x` and 40 hex digits, 42
 * characters. Written in one case it carries no checksum; in mixed case the case of each letter is the EIP-55
 * checksum and must match.
 */

/** What is wrong with an Ethereum address: not `0x` and 40 hex digits, or a mixed case that fails EIP-55. */
export type EthereumAddressProblem = 'format' | 'checksum';

const ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of a well-shaped address: a letter is upper case where the Keccak-256 nibble is 8 or more. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let checksummed = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const character = hex.charAt(index);
    checksummed += Number.parseInt(hash.charAt(index), 16) >= 8 ? character.toUpperCase() : character;
  }
  return checksummed;
}

export function ethereumAddressProblem(text: string): EthereumAddressProblem | null {
  if (!ADDRESS_SHAPE.test(text)) return 'format';
  const hex = text.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return toChecksumAddress(text) === text ? null : 'checksum';
}

export function isValidEthereumAddress(text: string): boolean {
  return ethereumAddressProblem(text) === null;
}
