import { createHmac } from 'node:crypto';
import { DEPOSIT_BANNER_DEFAULT_AMOUNT, minorDigits } from '@casino/rules';
import type { CryptoAsset } from '@casino/contracts';

/** Decimal places an amount of each asset is stated in. */
export const ASSET_DECIMALS: Record<CryptoAsset, number> = { BTC: 8, ETH: 8, USDT: 6 };
const RATE_DECIMALS = 8;

/**
 * The player's own deposit address for an asset, the same every time: derived from the player and the asset
 * with a server secret, in a sandbox format (testnet-looking BTC, 0x-hex for ETH and USDT on Ethereum).
 */
export function depositAddress(secret: string, userId: string, asset: CryptoAsset): string {
  const hash = createHmac('sha256', secret).update(`crypto-address:${asset}:${userId}`).digest('hex');
  return asset === 'BTC' ? `tb1q${hash.slice(0, 38)}` : `0x${hash.slice(0, 40)}`;
}

/** A decimal string as an integer scaled by 10^decimals; null when it has more decimals than that. */
export function scaledDecimal(text: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

export function scaledToDecimal(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, -decimals);
  const fraction = text.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The sandbox's quote: EUR per unit from the configured table; other currencies scale by the §9 banner
 * amounts (EUR 50 = 1×), the same scale as the deposit limits. Returns units of `currency` per asset unit.
 */
export function quoteRate(eurRate: string, currency: string): string {
  const eur = scaledDecimal(eurRate, RATE_DECIMALS);
  if (eur === null || eur <= 0n) throw new Error(`bad sandbox rate ${eurRate}`);
  const factor = BigInt(DEPOSIT_BANNER_DEFAULT_AMOUNT[currency] ?? 50);
  return scaledToDecimal((eur * factor) / 50n, RATE_DECIMALS);
}

/**
 * The exact amount of the asset for `amountMinor` of `currency` at `rate`, rounded up to the asset's last
 * decimal so that the deposit is never short.
 */
export function assetAmountFor(
  amountMinor: number,
  currency: string,
  rate: string,
  asset: CryptoAsset,
): string {
  const rateScaled = scaledDecimal(rate, RATE_DECIMALS);
  if (rateScaled === null || rateScaled <= 0n) throw new Error(`bad rate ${rate}`);
  const decimals = ASSET_DECIMALS[asset];
  const numerator = BigInt(amountMinor) * 10n ** BigInt(decimals + RATE_DECIMALS);
  const denominator = 10n ** BigInt(minorDigits(currency)) * rateScaled;
  const units = (numerator + denominator - 1n) / denominator;
  return scaledToDecimal(units, decimals);
}

/** §5: a crypto deposit must match the exact stated amount (trailing zeros aside). */
export function sameAssetAmount(stated: string, received: string, asset: CryptoAsset): boolean {
  const decimals = ASSET_DECIMALS[asset];
  const a = scaledDecimal(stated, decimals);
  const b = scaledDecimal(received, decimals);
  return a !== null && b !== null && a === b;
}
