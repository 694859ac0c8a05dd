import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@casino/contracts';
import { LANGUAGE_LOCALES } from '@casino/rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import panel from '../../../components/ui/panel.module.css';
import styles from './sessions-list.module.css';

/** The player's active sessions: device, address, last seen, 'this device'; end one or all the others. */
export function SessionsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [serverError, setServerError] = useState<string | null>(null);
  const format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const onError = (failure: unknown) => setServerError(apiErrorMessage(t, failure));

  const end = (session: ActiveSession) => {
    setServerError(null);
    endOne.mutate(session.id, {
      onSuccess: () => showToast({ kind: 'success', text: 'account.toasts.sessionEnded', translate: true }),
      onError,
    });
  };
  const endAllOthers = () => {
    setServerError(null);
    endOthers.mutate(undefined, {
      onSuccess: () =>
        showToast({ kind: 'success', text: 'account.toasts.otherSessionsEnded', translate: true }),
      onError,
    });
  };

  const items = sessions.data?.items ?? [];
  const hasOthers = items.some((session) => !session.current);
  return (
    <section className={panel.panel} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={panel.heading}>
        {t('account.security.sessionsTitle')}
      </h2>
      <p className={panel.text}>{t('account.security.sessionsIntro')}</p>
      {sessions.data ? (
        <ul className={styles.list}>
          {items.map((session) => (
            <li key={session.id} className={styles.item}>
              <div className={styles.details}>
                <span className={styles.device}>
                  {session.device}
                  {session.current ? (
                    <span className={styles.badge}>{t('account.security.thisDevice')}</span>
                  ) : null}
                </span>
                <span className={styles.meta}>
                  {t('account.security.ipAddress', { address: session.ipAddress })}
                </span>
                <span className={styles.meta}>
                  {t('account.security.lastSeen', { time: format.format(new Date(session.lastSeenAt)) })}
                </span>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  onClick={() => end(session)}
                  disabled={endOne.isPending || endOthers.isPending}
                  aria-label={t('account.security.endSessionLabel', { device: session.device })}
                >
                  {t('account.security.endSession')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <LoadState failed={sessions.isError} onRetry={() => void sessions.refetch()} lines={2} />
      )}
      <FormError>{serverError}</FormError>
      {sessions.data && !hasOthers ? (
        <p className={panel.text}>{t('account.security.noOtherSessions')}</p>
      ) : null}
      {hasOthers ? (
        <div className={panel.actions}>
          <Button variant="secondary" onClick={endAllOthers} disabled={endOthers.isPending}>
            {t('account.security.endOthers')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
