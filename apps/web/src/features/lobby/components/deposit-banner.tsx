import { welcomeCardVisible } from '@casino/rules';
import { chooseGuestCurrency, useGuestCurrency } from '../lib/offer-currency.ts';
import { DepositBannerView } from './deposit-banner-view.tsx';

/**
 * The deposit banner for guests: they choose the currency (the hero's and the welcome card's offer follow it),
 * and the welcome card always shows.
 */
export default function GuestDepositBanner() {
  const currency = useGuestCurrency();
  return (
    <DepositBannerView
      currency={currency}
      authenticated={false}
      showWelcome={welcomeCardVisible(false, null)}
      onCurrency={chooseGuestCurrency}
    />
  );
}
