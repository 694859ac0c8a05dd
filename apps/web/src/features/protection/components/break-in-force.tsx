import { useTranslation } from 'react-i18next';
import type { PlayerProtection } from '@casino/contracts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { useRequestReturn } from '../api/request-return.ts';
import { formatMoment } from '../lib/protection-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import styles from './protection.module.css';

/** The break in force, what the player may still do, and the way back after a self-exclusion has ended. */
export function BreakInForce({ protection }: { protection: PlayerProtection }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const comeBack = useRequestReturn();
  const now = useNow();
  const { exclusion, returnRequest } = protection;
  if (!exclusion) return null;
  const ended = Date.parse(exclusion.endsAt) <= now;
  return (
    <section className={styles.inForce} aria-labelledby="break-in-force">
      <h3 id="break-in-force" className={styles.inForceTitle}>
        {ended
          ? t('protection.break.inForce.ended')
          : t(`protection.break.inForce.${exclusion.kind}`, {
              until: formatMoment(exclusion.endsAt, language),
            })}
      </h3>
      <p className={styles.inForceText}>{t('protection.break.inForce.stillOpen')}</p>
      {returnRequest.returnsAt ? (
        <p className={styles.inForceText}>
          {t('protection.break.inForce.returning', { at: formatMoment(returnRequest.returnsAt, language) })}
        </p>
      ) : null}
      <div className={styles.inForceActions}>
        {returnRequest.mayRequest ? (
          <Button disabled={comeBack.isPending} onClick={() => comeBack.mutate()}>
            {t('protection.break.inForce.askReturn')}
          </Button>
        ) : null}
        <LinkButton to={to('/withdrawal')} variant="secondary" size="sm">
          {t('protection.break.inForce.withdraw')}
        </LinkButton>
        <LinkButton to={to('/balance/game-transactions')} variant="ghost" size="sm">
          {t('protection.break.inForce.history')}
        </LinkButton>
      </div>
      <FormError>{comeBack.error ? apiErrorMessage(t, comeBack.error) : null}</FormError>
    </section>
  );
}
