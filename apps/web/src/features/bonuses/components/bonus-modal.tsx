import { useTranslation } from 'react-i18next';
import type { BonusGrant, MyBonuses } from '@casino/contracts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { formatMoney } from '../../wallet/index.ts';
import { useMyBonuses } from '../api/get-my-bonuses.ts';
import { formatDay } from '../lib/bonus-format.ts';
import styles from './bonus-modal.module.css';

/** The grant `id` names among the active and the queued bonuses; without an id, the active bonus. */
function findGrant(bonuses: MyBonuses, id: string | undefined): BonusGrant | null {
  if (id === undefined) return bonuses.active;
  if (bonuses.active?.id === id) return bonuses.active;
  return bonuses.queue.find((grant) => grant.id === id) ?? null;
}

/**
 * BONUS_MODAL (§2.9): a bonus of the player's, the one the bonus event named (§3, `data.id`) or the active one.
 * Its title, the bonus money, the wagering required, the maximum bet and cash-out, the expiry, and whether it
 * is active or waiting in the queue; the way on is My bonuses. The bonuses are read again when it opens, since
 * the bonus was granted a moment ago; one that is gone by then is "not found" (§8).
 */
export default function BonusModal({ props, close }: ModalBodyProps<'BONUS_MODAL'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const bonuses = useMyBonuses({ fresh: true });
  const grant = bonuses.data ? findGrant(bonuses.data, props.id) : null;

  const seeMyBonuses = (
    <LinkButton to={localize('/profile/bonuses')} fullWidth data-autofocus onClick={close}>
      {t('bonuses.modal.seeMine')}
    </LinkButton>
  );

  if (!grant) {
    // Until the read made on opening answers, a missing bonus may still be on its way.
    if (bonuses.isError || !bonuses.data || !bonuses.isFetchedAfterMount)
      return <LoadState lines={3} failed={bonuses.isError} onRetry={() => void bonuses.refetch()} />;
    return (
      <div className={styles.body}>
        <p className={styles.missing} role="status">
          {props.id === undefined ? t('bonuses.modal.noActive') : t('apiErrors.bonus_not_found')}
        </p>
        {seeMyBonuses}
      </div>
    );
  }

  const money = (minor: number) => formatMoney(minor, grant.currency, language);
  const active = grant.status === 'active';
  return (
    <div className={styles.body} data-testid="bonus-modal">
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t('bonuses.modal.yours')}</p>
        <h3 className={styles.title}>{grant.title}</h3>
        <span className={active ? `${styles.status} ${styles.live}` : styles.status}>
          {t(`bonuses.statuses.${active ? 'active' : 'queued'}`)}
        </span>
      </div>
      <dl className={styles.figures}>
        <div className={`${styles.figure} ${styles.main}`}>
          <dt>{t('bonuses.modal.amount')}</dt>
          <dd>{money(grant.amount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('bonuses.modal.wagering')}</dt>
          <dd>{money(grant.wageringRequired)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('bonuses.modal.maxBet')}</dt>
          <dd>{money(grant.maxBet)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('bonuses.modal.maxCashOut')}</dt>
          <dd>{grant.maxCashOut === null ? t('bonuses.modal.noCap') : money(grant.maxCashOut)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('bonuses.modal.expires')}</dt>
          <dd>
            <time dateTime={grant.expiresAt}>{formatDay(grant.expiresAt, language)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.note} data-testid="bonus-modal-state">
        {t(active ? 'bonuses.modal.activeText' : 'bonuses.modal.queuedText')}
      </p>
      {seeMyBonuses}
    </div>
  );
}
