import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@casino/contracts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { PROTECTION_NOTICE_TITLES, type GameIssue } from '../lib/launch-refusal.ts';
import styles from './game-issue-notice.module.css';

export interface GameIssueNoticeProps {
  issue: GameIssue;
  hasDemo: boolean;
  authenticated: boolean;
  onRetry: () => void;
  onModeChange: (mode: GameMode) => void;
}

/** What shows in place of the game when it does not start, with the way forward. */
export function GameIssueNotice({
  issue,
  hasDemo,
  authenticated,
  onRetry,
  onModeChange,
}: GameIssueNoticeProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const signUp = <Button onClick={() => openModal('SIGNUP')}>{t('games.notices.signup.action')}</Button>;
  const deposit = <Button onClick={() => openModal('DEPOSIT')}>{t('games.notices.deposit')}</Button>;
  const toLobby = (
    <LinkButton to={localize('/games')} variant="secondary">
      {t('games.notices.toLobby')}
    </LinkButton>
  );
  const retry = (label: string) => (
    <Button variant="secondary" onClick={onRetry}>
      {label}
    </Button>
  );

  switch (issue.kind) {
    case 'signup':
      return (
        <Notice title={t('games.notices.signup.title')} text={t('games.notices.signup.text')}>
          {signUp}
          {hasDemo ? (
            <Button variant="secondary" onClick={() => onModeChange('demo')}>
              {t('games.notices.playDemo')}
            </Button>
          ) : null}
        </Notice>
      );
    case 'profile':
      return (
        <Notice title={t('games.notices.profile.title')} text={t('games.notices.profile.text')}>
          <Button
            onClick={() =>
              openModal('PROFILE_REQUIREMENTS_MODAL', { missing: issue.missing, onContinue: onRetry })
            }
          >
            {t('games.notices.profile.action')}
          </Button>
        </Notice>
      );
    case 'blocked':
      return (
        <Notice title={t('games.notices.blocked.title')} text={t('gameNotification.notAvailable')}>
          {deposit}
        </Notice>
      );
    case 'unavailable':
      return (
        <Notice title={t('games.notices.unavailable.title')} text={t('games.notices.unavailable.text')}>
          {toLobby}
        </Notice>
      );
    case 'accessDenied':
      return (
        <Notice title={t('games.notices.accessDenied.title')} text={t('games.notices.accessDenied.text')}>
          {toLobby}
        </Notice>
      );
    case 'restricted':
      return (
        <Notice title={t(PROTECTION_NOTICE_TITLES[issue.code])} text={t(`apiErrors.${issue.code}`)}>
          <LinkButton to={localize('/profile/responsible-gambling')} variant="secondary">
            {t('games.notices.protectionTools')}
          </LinkButton>
          {toLobby}
        </Notice>
      );
    case 'demoUnavailable':
      return (
        <Notice
          title={t('games.notices.demoUnavailable.title')}
          text={t('games.notices.demoUnavailable.text')}
        >
          {authenticated ? (
            <Button onClick={() => onModeChange('real')}>{t('games.notices.playReal')}</Button>
          ) : (
            signUp
          )}
        </Notice>
      );
    case 'insufficient':
      return (
        <Notice title={t('games.notices.insufficient.title')} text={t('games.notices.insufficient.text')}>
          {deposit}
          {retry(t('general.tryAgain'))}
        </Notice>
      );
    case 'stopped':
      return (
        <Notice title={t('games.notices.stopped.title')} text={t('games.notices.stopped.text')}>
          {retry(t('games.notices.stopped.action'))}
        </Notice>
      );
    case 'failed':
      return (
        <Notice title={t('games.notices.failed.title')} text={apiErrorMessage(t, issue.error)}>
          {retry(t('general.tryAgain'))}
        </Notice>
      );
    case 'notFound':
      return null;
  }
}

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
