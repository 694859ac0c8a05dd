import { describe, expect, it } from 'vitest';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ethereumAddressProblem, isValidEthereumAddress, toChecksumAddress } from './ethereum-address.ts';

/** The test vectors of EIP-55. */
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** Well-known contracts: the USDT (Tether) token and Wrapped Ether, as Etherscan shows them. */
const USDT_CONTRACT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const WETH_CONTRACT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

describe('Ethereum address (0x and 40 hex digits, EIP-55 checksum in mixed case)', () => {
  it('hashes with Keccak-256 (not SHA3-256)', () => {
    expect(bytesToHex(keccak_256(utf8ToBytes('')))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });

  it.each([...EIP55, USDT_CONTRACT, WETH_CONTRACT])('%s is valid', (address) => {
    expect(ethereumAddressProblem(address)).toBeNull();
  });

  it.each(EIP55.slice(4))('%s is its own EIP-55 form, also from lower or upper case', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
  });

  it('accepts an address written all in lower or all in upper case (no checksum)', () => {
    expect(isValidEthereumAddress(USDT_CONTRACT.toLowerCase())).toBe(true);
    expect(isValidEthereumAddress(`0x${USDT_CONTRACT.slice(2).toUpperCase()}`)).toBe(true);
  });

  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum', 'the case of the last letter changed'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee', 'checksum', 'the last letter changed'],
    ['0xdAC17F958D2ee523a2206206994597C13D831eC7', 'checksum', 'one letter in the wrong case'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'format', 'one digit short (41 characters)'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0', 'format', 'one digit too many'],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', 'format', 'no 0x'],
    ['0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'format', 'an upper-case X'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'format', 'a letter that is not hex'],
  ])('%s → %s (%s)', (address, problem) => {
    expect(ethereumAddressProblem(address)).toBe(problem);
  });
});
