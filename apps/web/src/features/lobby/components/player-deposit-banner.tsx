import { LANGUAGE_CURRENCY, depositBannerVisible, welcomeCardVisible } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { usePaymentHistory, useShortBalance } from '../../wallet/index.ts';
import { DepositBannerFrame } from './deposit-banner-frame.tsx';
import { DepositBannerView } from './deposit-banner-view.tsx';

/** The completed deposits of the payment history count as qualifying deposits (docs: wallet README). */
const COMPLETED_DEPOSITS = { type: 'deposit', status: 'complete', page: 1, pageSize: 1 } as const;

/**
 * The deposit banner for players (§4, §9): in the balance's currency, shown only while the balance is below the
 * currency's threshold; the welcome card only before the third qualifying deposit. Its own chunk: guests, the
 * lobby's first visitors, never load the balance and history code.
 */
export default function PlayerDepositBanner() {
  const language = useLanguage();
  const balance = useShortBalance();
  const deposits = usePaymentHistory(COMPLETED_DEPOSITS, true);
  // Until the balance and the count are known, the slot's reserved frame stays (deposit-banner-slot.tsx): the
  // banner then changes at most once, instead of appearing, then hiding or losing its welcome card.
  if (balance.isPending || deposits.isPending) return <DepositBannerFrame showWelcome />;
  const player = balance.data ?? null;
  const currency = player?.currency ?? LANGUAGE_CURRENCY[language];
  if (!depositBannerVisible(player && { balanceMinor: player.balance, currency }, true)) return null;
  return (
    <DepositBannerView
      currency={currency}
      authenticated
      showWelcome={welcomeCardVisible(true, deposits.data?.total ?? null)}
      onCurrency={(next) => {
        if (next !== currency) openModal('CHANGE_CURRENCY_MODAL', { currency: next });
      }}
    />
  );
}
