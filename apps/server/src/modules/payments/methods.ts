import { PLAYER_CURRENCIES } from '@casino/rules';
import {
  CRYPTO_ASSETS,
  depositLimits,
  type AmountLimits,
  type CryptoAsset,
  type PaymentMethod,
  type PaymentProfileField,
} from '@casino/contracts';
import type { Config } from '../../config.ts';

const limits = Object.fromEntries(
  PLAYER_CURRENCIES.map((currency) => [currency, depositLimits(currency)]),
) as Record<(typeof PLAYER_CURRENCIES)[number], AmountLimits>;

export const cryptoMethodId = (asset: CryptoAsset) => `crypto-${asset.toLowerCase()}`;

const CRYPTO_NAMES: Record<CryptoAsset, string> = { BTC: 'Bitcoin', ETH: 'Ethereum', USDT: 'Tether (USDT)' };

/** A card or bank account must be in the player's own name, so these methods need it on the profile first. */
const CARD_HOLDER: PaymentProfileField[] = ['firstName', 'surename'];

/**
 * Every deposit method the cashier knows; which of them exist depends on the configuration (`depositOfferFor`).
 * Bank transfers may take up to 5 banking days to credit (§9).
 */
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

/** A method by id among every known one (also those not offered now), e.g. to name a recorded payment. */
export function findMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}

/** The sandbox chain that crypto deposits arrive on; also the key of their clearing account. */
export const SANDBOX_CHAIN = 'sandbox-chain';

/** A chain integration that watches crypto deposit addresses and reports what arrives. */
export type CryptoChain = typeof SANDBOX_CHAIN;

/** The deposit methods that exist with a configuration, and what backs the crypto ones. */
export interface DepositOffer {
  /** The chain that watches crypto deposit addresses; null when none is configured, so no crypto deposits. */
  readonly cryptoChain: CryptoChain | null;
  /** What `GET /api/payments/methods` lists and the only methods a deposit may use. */
  readonly methods: readonly PaymentMethod[];
}

/**
 * Which deposit methods exist. Bank methods always (the provider pays them); crypto methods only while a chain
 * integration watches the addresses, or a transfer to one could never be seen nor credited. The only chain is
 * the sandbox chain (addresses derived from PAYMENT_SANDBOX_SECRET, arrivals reported by a development route),
 * which runs only with the sandbox provider; with any other provider crypto deposits are off.
 */
export function depositOfferFor(config: Pick<Config, 'paymentProvider'>): DepositOffer {
  const cryptoChain = config.paymentProvider === 'sandbox' ? SANDBOX_CHAIN : null;
  return {
    cryptoChain,
    methods: PAYMENT_METHODS.filter((method) => method.channel !== 'crypto' || cryptoChain !== null),
  };
}

/** An offered method by id; undefined when it does not exist with this configuration. */
export function offeredMethod(offer: DepositOffer, id: string): PaymentMethod | undefined {
  return offer.methods.find((method) => method.id === id);
}
