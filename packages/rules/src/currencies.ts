import type { Language } from './languages.ts';

/** Currency of each language (§3); sl has no entry in the spec and uses EUR like the other euro-area languages. */
export const LANGUAGE_CURRENCY: Record<Language, string> = {
  en: 'EUR',
  gb: 'GBP',
  de: 'EUR',
  pt: 'EUR',
  fr: 'EUR',
  ro: 'RON',
  sk: 'EUR',
  es: 'EUR',
  sl: 'EUR',
};

/** Deposit banner default amounts per currency, in major units (§9). */
export const DEPOSIT_BANNER_DEFAULT_AMOUNT: Readonly<Record<string, number>> = {
  RON: 150,
  USD: 50,
  EUR: 50,
  AUD: 75,
  CAD: 75,
  PLN: 250,
  ISK: 7500,
  CHF: 50,
  NOK: 500,
  NZD: 75,
  CZK: 1250,
  DKK: 375,
  BRL: 250,
  SEK: 500,
  GBP: 50,
};

/** The deposit banner shows while the balance is below this amount, in major units (§9). */
export const DEPOSIT_BANNER_THRESHOLD: Readonly<Record<string, number>> = {
  EUR: 500,
  USD: 500,
  NZD: 1000,
  CHF: 500,
  AUD: 1000,
  NOK: 5000,
  CAD: 500,
  PLN: 2500,
  GBP: 500,
  BRL: 3000,
  RON: 2500,
  DKK: 3500,
  SEK: 5000,
};
export const DEPOSIT_BANNER_DEFAULT_THRESHOLD = 5000;

/** Currencies a player account can hold: those the spec gives amounts for (§9). */
export const PLAYER_CURRENCIES = [
  'EUR',
  'GBP',
  'RON',
  'USD',
  'AUD',
  'CAD',
  'CHF',
  'NZD',
  'NOK',
  'SEK',
  'DKK',
  'PLN',
  'CZK',
  'ISK',
  'BRL',
] as const;
export type PlayerCurrency = (typeof PLAYER_CURRENCIES)[number];

export function isPlayerCurrency(value: string): value is PlayerCurrency {
  return (PLAYER_CURRENCIES as readonly string[]).includes(value);
}
