import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { welcomeCardVisible } from '@casino/rules';
import { useWelcomeOfferText } from '../../bonuses/index.ts';
import { usePaymentHistory } from '../../wallet/index.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import styles from './welcome-offer-note.module.css';

/** The completed deposits of the payment history count as qualifying deposits (as for the lobby's welcome card). */
const COMPLETED_DEPOSITS = { type: 'deposit', status: 'complete', page: 1, pageSize: 1 } as const;

/**
 * The welcome offer a deposit in the player's currency falls under (§1, §6), stated as the offer's terms, the
 * same words as the lobby's, with the box that claims it: bonuses are opt-in (docs/bonuses.md), so the box starts
 * empty and the deposit carries the player's choice (`claim`, the form's `claimBonus`). Shown to players with fewer
 * than 3 completed deposits; hidden while that count or the welcome campaign is unknown, and where no welcome is
 * offered.
 */
export function WelcomeOfferNote({ claim }: { claim: UseFormRegisterReturn<'claimBonus'> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const currency = usePlayerCurrency();
  const deposits = usePaymentHistory(COMPLETED_DEPOSITS);
  const offer = useWelcomeOfferText(currency);
  if (!offer || !welcomeCardVisible(true, deposits.data?.total ?? null)) return null;
  return (
    <aside className={styles.offer} aria-labelledby={titleId} data-testid="deposit-welcome-offer">
      <p id={titleId} className={styles.title}>
        {t('cashier.welcomeOffer')}
      </p>
      <p className={styles.terms}>
        <strong>{offer.main}</strong>
        {offer.spins ? ` ${offer.spins}` : null}
      </p>
      <p className={styles.small}>{t('lobby.hero.terms')}</p>
      <CheckboxField label={t('cashier.deposit.claimWelcome')} {...claim} />
    </aside>
  );
}
