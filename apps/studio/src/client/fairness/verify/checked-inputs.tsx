import type { RoundVerification } from '../../../shared/play-api.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import type { RoundCheck } from '../verify-round.ts';
import styles from './verify.module.css';

/** The seeds the round was recomputed from and whether the revealed seed is the committed one. */
export function CheckedInputs(props: {
  round: RoundVerification;
  check: RoundCheck;
  money: (minorUnits: number) => string;
}) {
  const { text } = useFairnessI18n();
  const { round, check } = props;
  const computedHash = 'computedHash' in check ? check.computedHash : null;
  const hashMatches = check.status !== 'hash-mismatch';
  return (
    <dl className={controls.values}>
      <dt>{text.serverSeed}</dt>
      <dd className={round.serverSeed === null ? undefined : controls.code}>
        {round.serverSeed ?? text.serverSeedHidden}
      </dd>
      <dt>{text.serverSeedHash}</dt>
      <dd className={controls.code}>{round.serverSeedHash}</dd>
      {computedHash !== null && (
        <>
          <dt>{text.computedHash}</dt>
          <dd>
            <span className={controls.code}>{computedHash}</span>
            <br />
            <span className={hashMatches ? styles.ok : styles.bad}>
              {hashMatches ? `✓ ${text.hashMatches}` : `✗ ${text.hashDiffers}`}
            </span>
          </dd>
        </>
      )}
      <dt>{text.clientSeed}</dt>
      <dd className={controls.code}>{round.clientSeed}</dd>
      <dt>{text.nonce}</dt>
      <dd>{round.nonce}</dd>
      <dt>{text.bet}</dt>
      <dd>{props.money(round.bet)}</dd>
      <dt>{text.stake}</dt>
      <dd>{props.money(round.stake)}</dd>
      <dt>{text.totalWin}</dt>
      <dd>{props.money(round.totalWin)}</dd>
    </dl>
  );
}
