import { describe, expect, it } from 'vitest';
import { bitcoinAddressProblem, isValidBitcoinAddress } from './bitcoin-address.ts';

/** Mainnet addresses from the test vectors of BIP-173 and BIP-350. */
const SEGWIT = [
  ['witness v0, key hash (BIP-173)', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
  ['witness v0, key hash in lower case', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  ['witness v0, script hash (BIP-173)', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
  [
    'witness v1, 40-byte program (BIP-350)',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  ],
  ['witness v1, taproot (BIP-350)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ['witness v16, 2-byte program (BIP-350)', 'BC1SW50QGDZ25J'],
  ['witness v2, 16-byte program (BIP-350)', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs'],
];

/** Well-known legacy addresses: the genesis block's and the examples of the Bitcoin wiki. */
const BASE58 = [
  ['P2PKH, genesis block', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ['P2PKH', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
  ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
];

describe('Bitcoin address (Base58Check, Bech32, Bech32m)', () => {
  it.each([...SEGWIT, ...BASE58])('%s: %s is valid', (_kind, address) => {
    expect(bitcoinAddressProblem(address)).toBeNull();
  });

  it.each([
    // BIP-350 invalid vectors
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'checksum',
      'v1 with a Bech32 checksum',
    ],
    [
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'checksum',
      'v16 with a Bech32 checksum',
    ],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'checksum', 'v0 with a Bech32m checksum'],
    ['bc1pw5dgrnzv', 'format', 'a 1-byte program'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'format', 'a v0 program of 16 bytes'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
      'format',
      'padding of more than 4 bits',
    ],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'format', 'witness version 17'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'format',
      'a 41-byte program',
    ],
    ['bc1gmk9yu', 'format', 'an empty data part'],
    [
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      'format',
      "a character outside the set ('o')",
    ],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum', 'the last character changed'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7Kv8f3t4', 'format', 'mixed case'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'format', 'a testnet address'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum', 'the last character changed'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN', 'checksum', 'one character short'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'checksum', 'the last character changed'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7Div0Na', 'format', "a character outside the alphabet ('0')"],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'format', 'a testnet address'],
    ['', 'format', 'empty'],
  ])('%s → %s (%s)', (address, problem) => {
    expect(bitcoinAddressProblem(address)).toBe(problem);
  });

  it('refuses a Base58Check string with another version byte (here a private-key WIF)', () => {
    expect(isValidBitcoinAddress('5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ')).toBe(false);
  });
});
