import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@casino/contracts';
import { formatNumber, minorDigits } from '@casino/rules';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { formatMoney } from '../../wallet/index.ts';
import { isPromotionNotFound, isPromotionSlug, usePromotion } from '../api/get-promotion.ts';
import { formatDay } from '../lib/bonus-format.ts';
import {
  formatDays,
  promotionCashOutText,
  promotionClaimText,
  promotionHeadline,
  promotionMoneyText,
  promotionNeedsDeposit,
  promotionParagraphs,
  promotionWageringText,
} from '../lib/promotion-text.ts';
import styles from './promotion-screen.module.css';
import panel from '../../../components/ui/panel.module.css';
import card from '../components/promotion-card.module.css';

/**
 * /bonuses/:bonus: one promotion with its full terms in plain words (docs/bonuses.md, Who is offered what): the
 * key facts, how it is claimed and the campaign's own terms; the way to deposit where a deposit claims it. A
 * promotion not offered to the visitor, or none of that name, reads as not found.
 */
export default function PromotionScreen() {
  const { bonus: slug } = useParams();
  const promotion = usePromotion(slug);
  if (!isPromotionSlug(slug) || isPromotionNotFound(promotion.error)) return <PromotionNotFound />;
  if (!promotion.data)
    return <LoadState failed={promotion.isError} onRetry={() => void promotion.refetch()} />;
  return <PromotionDetails promotion={promotion.data} />;
}

/** The key facts, each labelled `bonuses.promotions.facts.<name>`. */
type FactName =
  'bonus' | 'freeSpins' | 'minDeposit' | 'wagering' | 'maxBet' | 'maxCashOut' | 'days' | 'ends' | 'claim';

/** One promotion's key facts, terms and way to claim it (also the welcome offer's landing). */
export function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  const money = (minor: number) => formatMoney(minor, promotion.currency, language);
  const headline = promotionHeadline(t, promotion, language);
  const paragraphs = promotionParagraphs(promotion.terms);

  const deposit = () => {
    if (!authenticated) {
      openModal('SIGNUP');
      return;
    }
    // The smallest deposit that qualifies, in the promotion's currency: the modal takes it only when that is
    // the player's own currency.
    const { minDeposit, currency } = promotion;
    if (minDeposit === null) openModal('DEPOSIT');
    else openModal('DEPOSIT', { amount: minDeposit / 10 ** minorDigits(currency), currency });
  };

  // Each key fact by the name of its label; a fact the promotion does not have (null) is left out.
  const facts: [name: FactName, value: string | null][] = [
    ['bonus', promotionMoneyText(t, promotion, language)],
    ['freeSpins', promotion.freeSpins === null ? null : formatNumber(promotion.freeSpins, language)],
    ['minDeposit', promotion.minDeposit === null ? null : money(promotion.minDeposit)],
    ['wagering', promotionWageringText(t, promotion, language)],
    ['maxBet', money(promotion.maxBet)],
    ['maxCashOut', promotionCashOutText(t, promotion, language)],
    ['days', formatDays(promotion.grantDays, language)],
    [
      'ends',
      promotion.endsAt === null ? t('bonuses.promotions.facts.noEnd') : formatDay(promotion.endsAt, language),
    ],
    ['claim', promotionClaimText(t, promotion)],
  ];

  return (
    <article className={styles.screen} aria-labelledby="promotion-title">
      <Link to={to('/bonuses')} className={styles.back}>
        {t('bonuses.promotions.all')}
      </Link>
      <header className={styles.head}>
        <h1 id="promotion-title" className={styles.title}>
          {promotion.title}
        </h1>
        {headline !== null ? <p className={card.headline}>{headline}</p> : null}
        <p className={card.summary}>{promotion.summary}</p>
        {promotionNeedsDeposit(promotion) ? (
          <div className={styles.actions}>
            <Button onClick={deposit}>{t('bonuses.promotions.deposit')}</Button>
          </div>
        ) : null}
      </header>
      <section className={panel.panel} aria-labelledby="promotion-facts">
        <h2 id="promotion-facts" className={panel.heading}>
          {t('bonuses.promotions.facts.title')}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([name, value]) =>
            value === null ? null : (
              <div key={name} className={styles.fact}>
                <dt>{t(`bonuses.promotions.facts.${name}`)}</dt>
                <dd>{value}</dd>
              </div>
            ),
          )}
        </dl>
      </section>
      {paragraphs.length > 0 ? (
        <section className={panel.panel} aria-labelledby="promotion-terms">
          <h2 id="promotion-terms" className={panel.heading}>
            {t('bonuses.promotions.terms')}
          </h2>
          <div className={styles.terms}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** No such promotion, or not one offered to the visitor: the way back to the promotions. */
function PromotionNotFound() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section className={styles.notFound} aria-labelledby="promotion-not-found">
      <h1 id="promotion-not-found" className={styles.title}>
        {t('bonuses.promotions.notFound.title')}
      </h1>
      <p className={card.summary}>{t('bonuses.promotions.notFound.text')}</p>
      <LinkButton to={to('/bonuses')}>{t('bonuses.promotions.notFound.link')}</LinkButton>
    </section>
  );
}
