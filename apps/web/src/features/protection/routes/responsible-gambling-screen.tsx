import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useProtection } from '../api/get-protection.ts';
import { BreakInForce } from '../components/break-in-force.tsx';
import { BreakPanel } from '../components/break-panel.tsx';
import { LimitGroup } from '../components/limit-group.tsx';
import { RealityCheckPanel } from '../components/reality-check-panel.tsx';
import { SessionLimitPanel } from '../components/session-limit-panel.tsx';
import styles from './responsible-gambling-screen.module.css';
import panel from '../../../components/ui/panel.module.css';

/**
 * /profile/responsible-gambling: the player's limits, session limit, reality checks and breaks, all enforced on
 * the server at the moment money is risked (docs/player-protection.md).
 */
export default function ResponsibleGamblingScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const protection = useProtection();
  const currency = useSessionUser()?.currency ?? 'EUR';
  if (!protection.data)
    return <LoadState failed={protection.isError} onRetry={() => void protection.refetch()} />;
  const { data } = protection;
  const session = data.limits.find((limit) => limit.kind === 'session');
  return (
    <div className={styles.screen}>
      <p className={panel.text}>
        {t('protection.intro')}{' '}
        <Link to={to('/info_pages/responsible_gaming')}>{t('protection.moreHelp')}</Link>
      </p>
      <BreakInForce protection={data} />
      <h2 className={panel.heading}>{t('protection.limitsTitle')}</h2>
      <p className={panel.text}>{t('protection.limitsText', { hours: data.coolingOffHours })}</p>
      {(['deposit', 'loss', 'wager'] as const).map((kind) => (
        <LimitGroup key={kind} kind={kind} limits={data.limits} currency={currency} />
      ))}
      {session ? <SessionLimitPanel limit={session} /> : null}
      <RealityCheckPanel realityCheck={data.realityCheck} />
      <h2 className={panel.heading}>{t('protection.break.title')}</h2>
      <BreakPanel kind="timeOut" />
      <BreakPanel kind="selfExclusion" />
    </div>
  );
}
