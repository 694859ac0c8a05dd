import { Button } from '@casino/ui';
import { useCallback, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { getRounds } from '../api/get-rounds.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { FairnessFrame } from '../ui/fairness-frame.tsx';
import { LoadStatus } from '../ui/load-status.tsx';
import { useLoad } from '../ui/use-load.ts';
import { VerifyView } from '../verify/verify-view.tsx';
import styles from './history.module.css';
import { RoundItem } from './round-item.tsx';

export interface HistoryPanelProps {
  sessionId: string;
  gameId: string;
  currency: string;
  language: string;
  onClose(): void;
}

/** Game recall: the player's last 10 rounds of the game, each expandable and verifiable. */
export function HistoryPanel(props: HistoryPanelProps) {
  return (
    <FairnessFrame language={props.language} className={styles.panel}>
      <History {...props} />
    </FairnessFrame>
  );
}

function History(props: HistoryPanelProps) {
  const { text } = useFairnessI18n();
  const { sessionId, gameId } = props;
  const load = useCallback(
    (signal: AbortSignal) => getRounds(sessionId, gameId, signal),
    [sessionId, gameId],
  );
  const rounds = useLoad(load);
  const [verifying, setVerifying] = useState<{ roundId: string; currency: string; from: string } | null>(
    null,
  );
  const listId = useId();

  const backToHistory = () => {
    const verifyButton = verifying?.from;
    flushSync(() => setVerifying(null));
    if (verifyButton) document.getElementById(verifyButton)?.focus();
  };

  return (
    <>
      {verifying && (
        <VerifyView roundId={verifying.roundId} onBack={backToHistory} backLabel={text.backToHistory} />
      )}
      <div className={styles.panel} hidden={verifying !== null}>
        <div className={styles.header}>
          <h2 className={styles.title}>{text.historyTitle}</h2>
          <p className={styles.intro}>{text.historyIntro}</p>
        </div>
        <LoadStatus load={rounds} lines={0} blocks={4} />
        {rounds.status === 'done' && rounds.data.length === 0 && (
          <div className={styles.empty}>
            <p>{text.historyEmpty}</p>
            <Button variant="primary" size="sm" onClick={props.onClose}>
              {text.historyBackToGame}
            </Button>
          </div>
        )}
        {rounds.status === 'done' && rounds.data.length > 0 && (
          <ol className={styles.list}>
            {rounds.data.map((round, index) => (
              <RoundItem
                key={round.roundId}
                round={round}
                currency={props.currency}
                verifyButtonId={`${listId}-verify-${index}`}
                onVerify={() =>
                  setVerifying({
                    roundId: round.roundId,
                    currency: round.currency || props.currency,
                    from: `${listId}-verify-${index}`,
                  })
                }
              />
            ))}
          </ol>
        )}
        <div className={styles.footer}>
          <Button variant="secondary" size="sm" onClick={props.onClose}>
            {text.close}
          </Button>
        </div>
      </div>
    </>
  );
}
