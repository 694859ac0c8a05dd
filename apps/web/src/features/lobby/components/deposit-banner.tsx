import { useState } from 'react';
import { LANGUAGE_CURRENCY, welcomeCardVisible } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { DepositBannerView } from './deposit-banner-view.tsx';

/** The deposit banner for guests: they choose the currency, and the welcome card always shows. */
export default function GuestDepositBanner() {
  const language = useLanguage();
  const [currency, setCurrency] = useState<string>(LANGUAGE_CURRENCY[language]);
  return (
    <DepositBannerView
      currency={currency}
      authenticated={false}
      showWelcome={welcomeCardVisible(false, null)}
      onCurrency={setCurrency}
    />
  );
}
