import { describe, expect, it } from 'vitest';
import {
  WALLET_NETWORKS,
  WALLET_NETWORK_USES_TAG,
  walletAddressNetwork,
  walletAddressProblem,
} from './wallet-address.ts';

describe('wallet address of a supported network', () => {
  it.each([
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 'ethereum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bitcoin'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'bitcoin'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'bitcoin'],
  ])('%s is a valid %s address', (address, network) => {
    expect(walletAddressNetwork(address)).toBe(network);
    expect(walletAddressProblem(address)).toBeNull();
  });

  it.each([
    ['0xdAC17F958D2ee523a2206206994597C13D831eC7', 'checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum'],
    ['0x1234', 'format'],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'format'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
    ['bc1qplayerwallet0123', 'format'],
  ])('%s → %s', (address, problem) => {
    expect(walletAddressProblem(address)).toBe(problem);
  });

  it('no supported network needs a wallet tag', () => {
    for (const network of WALLET_NETWORKS) expect(WALLET_NETWORK_USES_TAG[network]).toBe(false);
  });
});
