import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { promotionHeadline, promotionWageringText, useDepositOffer } from '../../bonuses/index.ts';
import { formatMoney } from '../../wallet/index.ts';
import styles from './deposit-offer-note.module.css';

/**
 * The bonus this deposit would claim (GET /api/bonuses/deposit-offer: the welcome offer over its deposits, then a
 * reload such as the weekly one), stated from the campaign's own figures, with the box that claims it: bonuses are
 * opt-in (docs/bonuses.md), so the box starts empty and the deposit carries the player's choice (`claim`, the
 * form's `claimBonus`). Hidden while the answer is unknown and when a deposit would claim nothing.
 */
export function DepositOfferNote({ claim }: { claim: UseFormRegisterReturn<'claimBonus'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { data: offer } = useDepositOffer();
  if (!offer) return null;
  const headline = promotionHeadline(t, offer, language);
  const wagering = promotionWageringText(t, offer, language);
  return (
    <aside className={styles.offer} aria-labelledby={titleId} data-testid="deposit-bonus-offer">
      <p className={styles.eyebrow}>{t('cashier.depositOffer')}</p>
      <p id={titleId} className={styles.title}>
        {offer.title}
      </p>
      {headline !== null ? (
        <p className={styles.terms}>
          <strong>{headline}</strong>
        </p>
      ) : null}
      <p className={styles.small}>
        {offer.minDeposit !== null
          ? `${t('bonuses.promotions.facts.minDeposit')}: ${formatMoney(offer.minDeposit, offer.currency, language)} · `
          : null}
        {offer.wageringMultiple > 0 ? t('bonuses.promotions.card.wagering', { wagering }) : wagering}
      </p>
      <CheckboxField label={t('cashier.deposit.claimOffer')} {...claim} />
    </aside>
  );
}
