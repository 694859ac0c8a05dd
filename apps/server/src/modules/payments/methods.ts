import { PLAYER_CURRENCIES } from '@casino/rules';
import {
  CRYPTO_ASSETS,
  depositLimits,
  type AmountLimits,
  type CryptoAsset,
  type PaymentMethod,
  type PaymentProfileField,
} from '@casino/contracts';

const limits = Object.fromEntries(
  PLAYER_CURRENCIES.map((currency) => [currency, depositLimits(currency)]),
) as Record<(typeof PLAYER_CURRENCIES)[number], AmountLimits>;

export const cryptoMethodId = (asset: CryptoAsset) => `crypto-${asset.toLowerCase()}`;

const CRYPTO_NAMES: Record<CryptoAsset, string> = { BTC: 'Bitcoin', ETH: 'Ethereum', USDT: 'Tether (USDT)' };

/** A card or bank account must be in the player's own name, so these methods need it on the profile first. */
const CARD_HOLDER: PaymentProfileField[] = ['firstName', 'surename'];

/** The cashier's deposit methods. Bank transfers may take up to 5 banking days to credit (§9). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'card',
    channel: 'bank',
    name: 'Card',
    asset: null,
    creditTime: 'instant',
    limits,
    requiredFields: CARD_HOLDER,
  },
  {
    id: 'instant-bank',
    channel: 'bank',
    name: 'Instant bank payment',
    asset: null,
    creditTime: 'instant',
    limits,
    requiredFields: CARD_HOLDER,
  },
  {
    id: 'bank-transfer',
    channel: 'bank',
    name: 'Bank transfer',
    asset: null,
    creditTime: 'upToFiveBankingDays',
    limits,
    requiredFields: [...CARD_HOLDER, 'address', 'city', 'postCode'],
  },
  ...CRYPTO_ASSETS.map((asset): PaymentMethod => ({
    id: cryptoMethodId(asset),
    channel: 'crypto',
    name: CRYPTO_NAMES[asset],
    asset,
    creditTime: 'instant',
    limits,
    requiredFields: [],
  })),
];

export function findMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}
