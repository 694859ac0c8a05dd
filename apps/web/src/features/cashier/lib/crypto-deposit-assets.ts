import { CRYPTO_ASSETS, type CryptoAsset, type PaymentMethod } from '@casino/contracts';

/**
 * The crypto assets a player may deposit: those of the crypto methods in `GET /api/payments/methods`, in the
 * order of CRYPTO_ASSETS. Empty when the server offers no crypto deposit (no chain integration is configured),
 * and then the cashier shows no crypto deposit at all.
 */
export function cryptoDepositAssets(methods: readonly PaymentMethod[]): CryptoAsset[] {
  const offered = new Set(
    methods.filter((method) => method.channel === 'crypto').map((method) => method.asset),
  );
  return CRYPTO_ASSETS.filter((asset) => offered.has(asset));
}
