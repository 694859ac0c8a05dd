import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useMyBonuses } from '../api/get-my-bonuses.ts';
import { ActivateBonusModal } from '../components/activate-bonus-modal.tsx';
import { ActiveBonusCard } from '../components/active-bonus-card.tsx';
import { BonusHistory } from '../components/bonus-history.tsx';
import { CancelBonusModal } from '../components/cancel-bonus-modal.tsx';
import { FreeSpinsSection } from '../components/free-spins-section.tsx';
import { PromoCodeForm } from '../components/promo-code-form.tsx';
import { QueuedBonuses } from '../components/queued-bonuses.tsx';
import styles from './account-bonuses-screen.module.css';
import panel from '../../../components/ui/panel.module.css';

/** The change the player is asked to confirm, with the bonus as it was when they asked. */
type Confirming = { kind: 'cancel' | 'activate'; grant: BonusGrant };

/**
 * /profile/bonuses: the active bonus with its wagering progress and terms, the queue, the free spins with the
 * games to play them in, a promo code to redeem, and the ended bonuses (docs/bonuses.md, Grants and Promo
 * codes). Read again every few seconds: the wagering moves while the player plays.
 */
export default function AccountBonusesScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const bonuses = useMyBonuses();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  if (!bonuses.data) return <LoadState failed={bonuses.isError} onRetry={() => void bonuses.refetch()} />;
  const { active, queue, history } = bonuses.data;
  const close = () => setConfirming(null);
  // The dialogs keep the bonus they were opened for, with its latest figures while it stays the same bonus.
  const cancelled = confirming?.kind === 'cancel' && active?.id === confirming.grant.id ? active : null;
  const replaced = active && active.id !== confirming?.grant.id ? active : null;
  return (
    <div className={styles.screen}>
      <p className={panel.text}>{t('bonuses.intro')}</p>
      <section className={panel.panel} aria-labelledby="bonus-active-title">
        <h2 id="bonus-active-title" className={panel.heading}>
          {t('bonuses.active.title')}
        </h2>
        {active ? (
          <ActiveBonusCard grant={active} onCancel={() => setConfirming({ kind: 'cancel', grant: active })} />
        ) : queue.length > 0 ? (
          <p className={panel.text}>{t('bonuses.active.none')}</p>
        ) : (
          <div className={styles.empty}>
            <p className={panel.text}>{t('bonuses.empty.text')}</p>
            <LinkButton to={to('/bonuses')}>{t('bonuses.empty.link')}</LinkButton>
          </div>
        )}
      </section>
      {queue.length > 0 ? (
        <QueuedBonuses queue={queue} onActivate={(grant) => setConfirming({ kind: 'activate', grant })} />
      ) : null}
      <FreeSpinsSection />
      <PromoCodeForm />
      {history.length > 0 ? <BonusHistory history={history} /> : null}
      {confirming?.kind === 'cancel' ? (
        <CancelBonusModal grant={cancelled ?? confirming.grant} onClose={close} />
      ) : null}
      {confirming?.kind === 'activate' ? (
        <ActivateBonusModal grant={confirming.grant} active={replaced} onClose={close} />
      ) : null}
    </div>
  );
}
