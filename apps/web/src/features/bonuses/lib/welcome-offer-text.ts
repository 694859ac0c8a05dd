import { useTranslation } from 'react-i18next';
import { formatNumber, minorDigits } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { useWelcomeOffer } from '../api/get-welcome-offer.ts';

/** The welcome offer as the lobby states it: the money part and the free-spins part, each absent if it has none. */
export interface WelcomeOfferText {
  /** "200% up to 1,000 EUR", or the campaign's title for an offer that is not a share of the deposit. */
  main: string;
  /** "+ 300 free spins", or null. */
  spins: string | null;
}

/**
 * The welcome offer of the currency, worded from the campaign's own figures (`undefined` while it loads, null
 * where none is offered or it cannot be read): the texts around it never state an offer of their own.
 */
export function useWelcomeOfferText(currency: string): WelcomeOfferText | null | undefined {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: offer, isError } = useWelcomeOffer(currency);
  if (offer === undefined) return isError ? null : undefined;
  if (offer === null) return null;
  const spins =
    offer.freeSpins === null
      ? null
      : t('lobby.hero.spins', { spins: formatNumber(offer.freeSpins, language) });
  if (offer.percent === null || offer.maxAmount === null) return { main: offer.title, spins };
  const major = offer.maxAmount / 10 ** minorDigits(offer.currency);
  const digits = Number.isInteger(major) ? 0 : minorDigits(offer.currency);
  const main = t('lobby.hero.offer', {
    percent: offer.percent,
    amount: formatNumber(major, language, digits),
    currency: offer.currency,
  });
  return { main, spins };
}
