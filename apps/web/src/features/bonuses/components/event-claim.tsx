import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClaimPromotionAnswer } from '@casino/contracts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { useClaimPromotion } from '../api/claim-promotion.ts';
import { isPromotionNotFound } from '../api/get-promotion.ts';
import { claimedGrant } from '../lib/claimed-grant.ts';
import styles from './bonus-modal.module.css';

/** What a claim that answered came to, when the offer stays open to say so. */
type Outcome = 'activated' | 'already';

/**
 * A signed-in player's claim of a bonus link's offer. Granted: the offer closes and BONUS_MODAL shows the new
 * grant, active or queued; a grant it cannot name (free spins only) is a success toast and the way to My bonuses.
 * Not granted: the player has it already. 404: `onGone` (the offer is no longer available). Any other refusal
 * shows under the button, which stays for another try.
 */
export function EventClaim({ slug, close, onGone }: { slug: string; close: () => void; onGone: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const claim = useClaimPromotion();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mine = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // The button pressed is gone: the focus moves to the link that replaces it.
    if (outcome !== null) mine.current?.focus();
  }, [outcome]);

  const claimed = ({ granted, bonuses }: ClaimPromotionAnswer) => {
    if (!granted) {
      setOutcome('already');
      return;
    }
    const grant = claimedGrant(bonuses, slug);
    if (grant) {
      // BONUS_MODAL (priority 1) would show under the offer (3): the offer closes first.
      close();
      openModal('BONUS_MODAL', { id: grant.id });
      return;
    }
    showToast({ kind: 'success', text: 'bonuses.event.activated', translate: true });
    setOutcome('activated');
  };

  if (outcome !== null)
    return (
      <>
        <p className={styles.missing} role={outcome === 'already' ? 'status' : undefined}>
          {t(outcome === 'already' ? 'bonuses.event.already' : 'bonuses.event.activated')}
        </p>
        <Link
          ref={mine}
          to={localize('/profile/bonuses')}
          className={buttonClassName({ fullWidth: true })}
          onClick={close}
        >
          {t('bonuses.modal.seeMine')}
        </Link>
      </>
    );

  const refusal = claim.error && !isPromotionNotFound(claim.error) ? apiErrorMessage(t, claim.error) : null;
  return (
    <>
      <FormError>{refusal}</FormError>
      <Button
        fullWidth
        data-autofocus
        disabled={claim.isPending}
        onClick={() =>
          claim.mutate(slug, {
            onSuccess: claimed,
            onError: (error) => {
              if (isPromotionNotFound(error)) onGone();
            },
          })
        }
      >
        {t('bonuses.event.claim')}
      </Button>
    </>
  );
}
