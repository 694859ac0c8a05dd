import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@casino/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { isPromotionNotFound, isPromotionSlug, usePromotion } from '../api/get-promotion.ts';
import { promotionHeadline } from '../lib/promotion-text.ts';
import { EventClaim } from './event-claim.tsx';
import { EventGuestActions } from './event-guest-actions.tsx';
import { OfferGone } from './offer-gone.tsx';
import styles from './bonus-modal.module.css';
import own from './event-modal.module.css';

/**
 * EVENT (§2.9, open to guests): the promotion a bonus link offers (§3 "activated by link"), read as the visitor
 * is offered it: its title, the offer in plain words, the summary and the way to its full terms. A signed-in
 * player claims it here; a guest is asked to sign up or log in first, and the offer opens again once signed in.
 * A promotion no longer offered, on reading or on claiming, is "no longer available".
 */
export default function EventModal({ props, close }: ModalBodyProps<'EVENT'>) {
  const { slug } = props;
  const promotion = usePromotion(slug);
  // Set when the claim answers 404: the focus moves to what replaces the claim button.
  const [goneOnClaim, setGoneOnClaim] = useState(false);
  if (!isPromotionSlug(slug) || isPromotionNotFound(promotion.error) || goneOnClaim)
    return <OfferGone close={close} takeFocus={goneOnClaim} />;
  if (!promotion.data)
    return <LoadState lines={3} failed={promotion.isError} onRetry={() => void promotion.refetch()} />;
  return <EventOffer promotion={promotion.data} close={close} onGone={() => setGoneOnClaim(true)} />;
}

function EventOffer({
  promotion,
  close,
  onGone,
}: {
  promotion: Promotion;
  close: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  const headline = promotionHeadline(t, promotion, language);
  const { slug } = promotion;
  return (
    <div className={styles.body} data-testid="event-modal">
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t('bonuses.event.eyebrow')}</p>
        <h3 className={styles.title}>{promotion.title}</h3>
      </div>
      {headline !== null ? <p className={own.headline}>{headline}</p> : null}
      <p className={own.summary}>{promotion.summary}</p>
      <Link to={localize(`/bonuses/${encodeURIComponent(slug)}`)} className={own.terms} onClick={close}>
        {t('bonuses.event.terms')}
      </Link>
      {authenticated ? (
        <EventClaim slug={slug} close={close} onGone={onGone} />
      ) : (
        <EventGuestActions slug={slug} close={close} />
      )}
    </div>
  );
}
