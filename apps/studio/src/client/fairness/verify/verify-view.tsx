import { Button } from '@casino/ui';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { getRoundVerification } from '../api/verify-round.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import round$ from '../round/round.module.css';
import controls from '../ui/controls.module.css';
import { LoadStatus } from '../ui/load-status.tsx';
import { useLoad } from '../ui/use-load.ts';
import { below, Heading, type HeadingLevel } from '../ui/heading.tsx';
import { useMoney } from '../ui/use-money.ts';
import { verifyRound, type RoundCheck } from '../verify-round.ts';
import { CheckedInputs } from './checked-inputs.tsx';
import { Differences } from './differences.tsx';
import { RecomputedResult } from './recomputed-result.tsx';
import styles from './verify.module.css';

export interface VerifyViewProps {
  roundId: string;
  /** A back button (the history shows one). */
  onBack?: () => void;
  backLabel?: string;
  /** Where the player can rotate the seed right away; without it the view says where to do so. */
  onRotateRequest?: () => void;
  /** The level of the view's heading (2 by default); its parts get the level below. */
  headingLevel?: HeadingLevel;
}

/** Loads a round and recomputes it in the browser from its revealed seeds. */
export function VerifyView(props: VerifyViewProps) {
  const { text } = useFairnessI18n();
  const { roundId } = props;
  const load = useCallback((signal: AbortSignal) => getRoundVerification(roundId, signal), [roundId]);
  const verification = useLoad(load);
  const data = verification.status === 'done' ? verification.data : null;
  const check = useMemo(() => (data ? verifyRound(data) : null), [data]);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const level = props.headingLevel ?? 2;

  useEffect(() => {
    heading.current?.focus();
  }, [roundId]);

  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading
          level={level}
          className={level <= 2 ? styles.title : styles.nestedTitle}
          id={titleId}
          tabIndex={-1}
          ref={heading}
        >
          {text.verifyTitle}
        </Heading>
        <p className={controls.code}>{roundId}</p>
        <p className={styles.intro}>{text.verifyIntro}</p>
      </div>
      <LoadStatus
        load={verification}
        lines={5}
        blocks={1}
        canRetry={(error) => error.code !== 'ROUND_NOT_FOUND'}
      />
      {data && check && (
        <VerifyOutcome
          round={data}
          check={check}
          onRotateRequest={props.onRotateRequest}
          headingLevel={below(level)}
        />
      )}
      {props.onBack && (
        <div className={styles.footer}>
          <Button variant="secondary" size="sm" onClick={props.onBack}>
            {props.backLabel ?? text.close}
          </Button>
        </div>
      )}
    </section>
  );
}

function VerifyOutcome(props: {
  round: RoundVerification;
  check: RoundCheck;
  onRotateRequest: (() => void) | undefined;
  headingLevel: HeadingLevel;
}) {
  const { text } = useFairnessI18n();
  const { round, check } = props;
  const money = useMoney(round.currency);
  return (
    <>
      <div className={`${styles.result} ${verdictClass(check)}`} role="status">
        <p className={styles.verdict}>{verdict(check, text)}</p>
        {check.status === 'unrevealed' &&
          (props.onRotateRequest ? (
            <Button variant="secondary" size="sm" onClick={props.onRotateRequest}>
              {text.verifyGoRotate}
            </Button>
          ) : (
            <p>{text.verifyUnrevealedWhere}</p>
          ))}
      </div>
      {check.status === 'mismatch' && (
        <Differences differences={check.differences} headingLevel={props.headingLevel} />
      )}
      <section className={round$.section}>
        <Heading level={props.headingLevel} className={round$.heading}>
          {text.verifyInputsTitle}
        </Heading>
        <CheckedInputs round={round} check={check} money={money} />
      </section>
      {(check.status === 'verified' || check.status === 'mismatch') && (
        <section className={round$.section}>
          <Heading level={props.headingLevel} className={round$.heading}>
            {text.recomputedTitle}
          </Heading>
          <RecomputedResult
            recomputed={check.recomputed}
            gameId={round.gameId}
            money={money}
            headingLevel={below(props.headingLevel)}
          />
        </section>
      )}
    </>
  );
}

function verdict(check: RoundCheck, text: ReturnType<typeof useFairnessI18n>['text']): string {
  switch (check.status) {
    case 'cancelled':
      return text.verifyCancelled;
    case 'unfinished':
      return text.verifyUnfinished;
    case 'unrevealed':
      return text.verifyUnrevealed;
    case 'hash-mismatch':
      return text.verifyHashMismatch;
    case 'no-definition':
      return text.verifyNoDefinition;
    case 'replay-failed':
      return fill(text.verifyReplayFailed, { reason: check.reason });
    case 'verified':
      return text.verifyMatch;
    case 'mismatch':
      return text.verifyMismatch;
  }
}

function verdictClass(check: RoundCheck): string {
  switch (check.status) {
    case 'verified':
      return styles.match ?? '';
    case 'cancelled':
    case 'unfinished':
    case 'unrevealed':
      return styles.pending ?? '';
    case 'no-definition':
      return '';
    default:
      return styles.mismatch ?? '';
  }
}
