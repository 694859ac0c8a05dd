/**
 * The fairness views (game recall, seeds and verification, the standalone fairness page) in the game's frame.
 * This is the one place the game imports them from.
 */
import { FairnessPage, FairnessPanel, HistoryPanel } from '../fairness/index.ts';
import { useMessages } from '../i18n/index.ts';
import type { SeedCommitment } from '../../shared/play-api.ts';
import { Dialog } from './dialog.tsx';
import styles from './side-panels.module.css';

export interface SidePanelSession {
  readonly sessionId: string;
  readonly gameId: string;
  readonly currency: string;
}

export function HistoryDialog({ session, onClose }: { session: SidePanelSession; onClose(): void }) {
  const { t, language } = useMessages();
  return (
    <Dialog title={t('history')} onClose={onClose}>
      <HistoryPanel
        sessionId={session.sessionId}
        gameId={session.gameId}
        currency={session.currency}
        language={language}
        onClose={onClose}
      />
    </Dialog>
  );
}

// The game shows the seeds only inside the fairness panel, which keeps its own copy up to date.
const ignoreSeeds = (_seeds: SeedCommitment) => undefined;

export function FairnessDialog({ session, onClose }: { session: SidePanelSession; onClose(): void }) {
  const { t, language } = useMessages();
  return (
    <Dialog title={t('fairness')} onClose={onClose}>
      <FairnessPanel
        sessionId={session.sessionId}
        language={language}
        onClose={onClose}
        onSeedsChanged={ignoreSeeds}
      />
    </Dialog>
  );
}

/** /studio/fairness: the page scrolls inside the frame. */
export function FairnessScreen() {
  const { language } = useMessages();
  return (
    <div className={styles.page}>
      <FairnessPage language={language} />
    </div>
  );
}
