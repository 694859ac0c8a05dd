import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { useLogout } from '../../auth/index.ts';
import { formatMoney } from '../../wallet/index.ts';
import { usePlaySession } from '../api/get-play-session.ts';
import { stopPlay } from '../api/stop-play.ts';
import { formatMinutes } from '../lib/protection-format.ts';
import { minutesPlayed } from '../lib/reality-check-schedule.ts';
import panel from '../../../components/ui/panel.module.css';
import styles from './reality-check-dialog.module.css';

/**
 * The reality check (time played and net result this session: continue, stop or see the history) or, at the
 * session time limit, the end of the session (sign out only). Both sit over everything, the game frame included.
 */
export function RealityCheckDialog({
  kind,
  startedAt,
  onAnswered,
}: {
  kind: 'reality' | 'sessionEnd';
  startedAt: string;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = usePlaySession();
  const [stopping, setStopping] = useState(false);
  const [openedAt] = useState(Date.now);
  // The figures are read afresh when the dialog opens.
  const { refetch } = session;
  useEffect(() => {
    void refetch();
  }, [refetch]);

  const stop = async () => {
    setStopping(true);
    // Signing out ends the session even when the games could not be told to stop.
    await stopPlay().catch(() => undefined);
    logout.mutate(undefined, {
      onSettled: () => {
        onAnswered();
        void navigate(to('/'));
      },
    });
  };
  const played = formatMinutes(minutesPlayed(Date.parse(startedAt), openedAt), language);
  const net = session.data ? formatMoney(session.data.netResult, session.data.currency, language) : null;
  const sessionEnd = kind === 'sessionEnd';
  return (
    <Modal
      title={t(sessionEnd ? 'protection.sessionEnd.title' : 'protection.reality.title')}
      onClose={onAnswered}
      // Answered with one of its buttons only: Escape or a stray tap on the backdrop is not an answer.
      closable={false}
    >
      <div className={styles.body} data-testid="reality-check">
        <p className={panel.text}>
          {sessionEnd
            ? t('protection.sessionEnd.text', { played })
            : t('protection.reality.played', { played })}
        </p>
        {net !== null ? <p className={styles.net}>{t('protection.reality.net', { amount: net })}</p> : null}
        <div className={styles.actions}>
          {sessionEnd ? null : <Button onClick={onAnswered}>{t('protection.reality.continue')}</Button>}
          <Button
            variant={sessionEnd ? 'primary' : 'secondary'}
            disabled={stopping}
            onClick={() => void stop()}
          >
            {t(sessionEnd ? 'protection.sessionEnd.signOut' : 'protection.reality.stop')}
          </Button>
          {sessionEnd ? null : (
            <Button
              variant="ghost"
              onClick={() => {
                onAnswered();
                void navigate(to('/balance/game-transactions'));
              }}
            >
              {t('protection.reality.history')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
