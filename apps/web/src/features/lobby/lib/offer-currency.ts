import { create } from 'zustand';
import { LANGUAGE_CURRENCY } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { useIsAuthenticated, useSessionUser } from '../../../lib/session.ts';

/** The currency a visitor picked in the deposit banner; null until one is picked (the language's then). */
const useGuestCurrencyStore = create<{ chosen: string | null }>()(() => ({ chosen: null }));

/** The deposit banner's currency for a visitor: the one picked, else the currency of the page's language (§3). */
export function useGuestCurrency(): string {
  const language = useLanguage();
  return useGuestCurrencyStore((state) => state.chosen) ?? LANGUAGE_CURRENCY[language];
}

/** A visitor picks the banner's currency; null goes back to the currency of the page's language. */
export function chooseGuestCurrency(currency: string | null): void {
  useGuestCurrencyStore.setState({ chosen: currency });
}

/**
 * The currency whose welcome offer the lobby states: a player's account currency (the one a deposit is paid
 * in), a visitor's deposit-banner currency. Never the language alone: a EUR account reading Romanian sees the
 * EUR offer, a visitor who picks RON in the banner sees the RON one.
 */
export function useOfferCurrency(): string {
  const guestCurrency = useGuestCurrency();
  const authenticated = useIsAuthenticated();
  const user = useSessionUser();
  return authenticated && user ? user.currency : guestCurrency;
}
