import { bitcoinAddressProblem } from './bitcoin-address.ts';
import { ethereumAddressProblem } from './ethereum-address.ts';

/**
 * The networks crypto withdrawals are paid on, told apart by the address itself: `0x…` is Ethereum, `1…`,
 * `3…` and `bc1…` are Bitcoin.
 */
export const WALLET_NETWORKS = ['bitcoin', 'ethereum'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];

/**
 * Whether a payment to the network needs a tag (a destination tag or memo) beside the address. Networks that
 * share one address among many customers (XRP, Stellar…) do; Bitcoin and Ethereum give each wallet its own.
 */
export const WALLET_NETWORK_USES_TAG: Readonly<Record<WalletNetwork, boolean>> = {
  bitcoin: false,
  ethereum: false,
};

/** The longest address accepted: a Bech32 string has at most 90 characters, an Ethereum address 42. */
export const WALLET_ADDRESS_MAX_LENGTH = 90;

/** Bounds a wallet tag as typed (a destination tag or memo; none of the supported networks takes one). */
export const WALLET_TAG_MAX_LENGTH = 100;

/** What is wrong with a wallet address: not an address of a supported network, or a mistyped one. */
export type WalletAddressProblem = 'format' | 'checksum';

/** The network an address is written for, judged by its shape alone (its checksum is not checked). */
export function walletAddressNetwork(text: string): WalletNetwork | null {
  if (/^0x/i.test(text)) return 'ethereum';
  if (/^(bc1|[13])/i.test(text)) return 'bitcoin';
  return null;
}

/** What is wrong with a wallet address (already trimmed); null when it is a valid Bitcoin or Ethereum address. */
export function walletAddressProblem(text: string): WalletAddressProblem | null {
  const network = walletAddressNetwork(text);
  if (network === 'ethereum') return ethereumAddressProblem(text);
  if (network === 'bitcoin') return bitcoinAddressProblem(text);
  return 'format';
}
