import { Button } from '@casino/ui';
import { useCallback, useRef, useState } from 'react';
import type { Rotation, SeedCommitment } from '../../../shared/play-api.ts';
import { getSeeds } from '../api/get-seeds.ts';
import { rotateSeed } from '../api/rotate-seed.ts';
import { setClientSeed } from '../api/set-client-seed.ts';
import { StudioApiError } from '../api/studio-fetch.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { FairnessFrame } from '../ui/fairness-frame.tsx';
import { LoadStatus } from '../ui/load-status.tsx';
import { useLoad } from '../ui/use-load.ts';
import { VerifyRoundForm } from '../verify/verify-round-form.tsx';
import { VerifyView } from '../verify/verify-view.tsx';
import { ClientSeedForm } from './client-seed-form.tsx';
import { CurrentSeeds } from './current-seeds.tsx';
import { FairnessSummary } from './fairness-summary.tsx';
import { RevealedSeed } from './revealed-seed.tsx';
import styles from './seeds.module.css';

export interface FairnessPanelProps {
  sessionId: string;
  language: string;
  onClose(): void;
  onSeedsChanged(seeds: SeedCommitment): void;
}

type SeedAction =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'failed'; readonly error: StudioApiError; readonly retry: () => void };

/** The player's seeds: what they are, changing the client seed, rotating, and verifying a round by id. */
export function FairnessPanel(props: FairnessPanelProps) {
  return (
    <FairnessFrame language={props.language} className={styles.panel}>
      <Fairness {...props} />
    </FairnessFrame>
  );
}

function Fairness(props: FairnessPanelProps) {
  const { text } = useFairnessI18n();
  const { sessionId, onSeedsChanged } = props;
  const load = useCallback((signal: AbortSignal) => getSeeds(sessionId, signal), [sessionId]);
  const loaded = useLoad(load);
  const [action, setAction] = useState<SeedAction>({ status: 'idle' });
  /** The latest rotation: the seed it revealed and the seeds now in use. */
  const [rotation, setRotation] = useState<Rotation | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const rotateButton = useRef<HTMLButtonElement>(null);

  const seeds = rotation ? rotation.current : loaded.status === 'done' ? loaded.data : null;

  const run = (request: () => Promise<Rotation>) => {
    const attempt = () => {
      setAction({ status: 'working' });
      request().then(
        (answer) => {
          setRotation(answer);
          setAction({ status: 'idle' });
          onSeedsChanged(answer.current);
        },
        (error: unknown) =>
          setAction({
            status: 'failed',
            error: error instanceof StudioApiError ? error : new StudioApiError('NETWORK', 0, String(error)),
            retry: attempt,
          }),
      );
    };
    attempt();
  };

  const goToRotation = () => {
    // Not every environment implements scrollIntoView (jsdom does not); focusing alone still scrolls.
    rotateButton.current?.scrollIntoView?.({ block: 'center' });
    rotateButton.current?.focus();
  };

  const working = action.status === 'working';
  return (
    <>
      <h2 className={styles.title}>{text.fairnessTitle}</h2>
      <FairnessSummary />

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{text.currentSeedsTitle}</h3>
        {seeds && <CurrentSeeds seeds={seeds} />}
        {!seeds && <LoadStatus load={loaded} lines={3} />}
        <p role="status" className={styles.text}>
          {working ? text.working : rotation ? text.seedsChanged : ''}
        </p>
      </section>

      {rotation && <RevealedSeed revealed={rotation.revealed} />}
      {action.status === 'failed' && (
        <ErrorNotice
          error={action.error}
          onRetry={action.error.code === 'NETWORK' ? action.retry : undefined}
        />
      )}

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{text.clientSeedFormTitle}</h3>
        <ClientSeedForm
          busy={working}
          onSubmit={(clientSeed) => run(() => setClientSeed(sessionId, clientSeed))}
        />
      </section>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{text.rotateTitle}</h3>
        <div className={styles.card}>
          <p className={styles.text}>{text.rotateIntro}</p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              size="sm"
              ref={rotateButton}
              disabled={working}
              onClick={() => run(() => rotateSeed(sessionId))}
            >
              {text.rotateButton}
            </Button>
          </div>
        </div>
      </section>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{text.verifyFormTitle}</h3>
        <VerifyRoundForm onVerify={setVerifying} />
        {verifying && <VerifyView roundId={verifying} headingLevel={4} onRotateRequest={goToRotation} />}
      </section>

      <div className={styles.footer}>
        <Button variant="secondary" size="sm" onClick={props.onClose}>
          {text.close}
        </Button>
      </div>
    </>
  );
}
