import { useState } from 'react';
import type { GameDetails, SessionView } from '../../shared/play-api.ts';
import { useMessages } from '../i18n/index.ts';
import { InfoContent } from '../paytable/info-content.tsx';
import { useSound } from '../sound/sound-context.tsx';
import { Dialog } from './dialog.tsx';
import { Icon, type IconName } from './icons.tsx';
import { FairnessDialog, HistoryDialog } from './side-panels.tsx';
import styles from './game-header.module.css';

type Panel = 'paytable' | 'history' | 'fairness';

export interface GameHeaderProps {
  readonly session: SessionView;
  readonly details: GameDetails;
  /** The bet the paytable shows pays at. */
  readonly bet: number;
}

/** The game's name and its tools: paytable, sound, history and fairness (each opens a panel). */
export function GameHeader({ session, details, bet }: GameHeaderProps) {
  const { t } = useMessages();
  const sound = useSound();
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = () => setPanel(null);
  const panelSession = { sessionId: session.sessionId, gameId: session.gameId, currency: session.currency };

  return (
    <>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1 className={styles.name}>{details.game.name}</h1>
          {session.mode === 'demo' ? (
            <span className={styles.demo} title={t('demoNote')}>
              {t('demo')}
            </span>
          ) : null}
        </div>
        <nav className={styles.tools} aria-label={t('gameMenu')}>
          <ToolButton icon="info" label={t('paytable')} onClick={() => setPanel('paytable')} />
          <ToolButton
            icon={sound.enabled ? 'soundOn' : 'soundOff'}
            label={t('sound')}
            pressed={sound.enabled}
            onClick={sound.toggle}
          />
          <ToolButton icon="history" label={t('history')} onClick={() => setPanel('history')} />
          <ToolButton icon="shield" label={t('fairness')} onClick={() => setPanel('fairness')} />
        </nav>
      </header>

      {panel === 'paytable' ? (
        <Dialog title={t('paytableTitle')} onClose={close}>
          <InfoContent details={details} bet={bet} headingLevel={3} />
        </Dialog>
      ) : null}
      {panel === 'history' ? <HistoryDialog session={panelSession} onClose={close} /> : null}
      {panel === 'fairness' ? <FairnessDialog session={panelSession} onClose={close} /> : null}
    </>
  );
}

function ToolButton({
  icon,
  label,
  pressed,
  onClick,
}: {
  icon: IconName;
  label: string;
  pressed?: boolean;
  onClick(): void;
}) {
  return (
    <button type="button" className={styles.tool} onClick={onClick} aria-pressed={pressed} title={label}>
      <Icon name={icon} />
      <span className={styles.toolLabel}>{label}</span>
    </button>
  );
}
