import type { CryptoAsset } from '@casino/contracts';

/** What a deposit's QR code holds, and whether a wallet scanning it also gets the amount. */
export interface CryptoPaymentCode {
  text: string;
  withAmount: boolean;
}

/** Decimal places of one ether in wei (EIP-681 `value` is in wei). */
const ETHER_DECIMALS = 18;

/** A decimal amount as an integer string of 10^decimals units, or null when it is not a plain decimal. */
function scaled(amount: string, decimals: number): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(`${match[1] ?? '0'}${fraction.padEnd(decimals, '0')}`).toString();
}

/**
 * The payment request a wallet app understands for a crypto deposit:
 * - BTC: a BIP-21 URI with the amount in BTC (`bitcoin:<address>?amount=0.00052631`);
 * - ETH: an EIP-681 URI with the amount in wei (`ethereum:<address>?value=12345670000000000`);
 * - USDT: the address alone. A token transfer request needs the token's contract and chain, which the deposit
 *   answer does not name, and a wrong one would send the money elsewhere: the player types the amount.
 * An amount that is not a plain decimal also leaves the address alone.
 */
export function cryptoPaymentCode(
  asset: CryptoAsset,
  address: string,
  assetAmount: string,
): CryptoPaymentCode {
  if (asset === 'BTC' && scaled(assetAmount, 8) !== null)
    return { text: `bitcoin:${address}?amount=${assetAmount}`, withAmount: true };
  const wei = asset === 'ETH' ? scaled(assetAmount, ETHER_DECIMALS) : null;
  if (wei !== null) return { text: `ethereum:${address}?value=${wei}`, withAmount: true };
  return { text: address, withAmount: false };
}
