import { verifyServerSeed } from '@casino/game-math';
import type { Rotation } from '../../../shared/play-api.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import styles from './seeds.module.css';

/** The server seed a rotation revealed, checked here against the hash shown before play. */
export function RevealedSeed(props: { revealed: Rotation['revealed'] }) {
  const { text } = useFairnessI18n();
  const { revealed } = props;
  const matches = verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash);
  return (
    <div className={styles.revealed}>
      <h4 className={styles.sectionTitle}>{text.revealedTitle}</h4>
      <dl className={controls.values}>
        <dt>{text.serverSeed}</dt>
        <dd className={controls.code}>{revealed.serverSeed}</dd>
        <dt>{text.serverSeedHash}</dt>
        <dd>
          <span className={controls.code}>{revealed.serverSeedHash}</span>
          <br />
          <span className={matches ? styles.ok : styles.bad}>
            {matches ? `✓ ${text.revealedHashMatches}` : `✗ ${text.revealedHashDiffers}`}
          </span>
        </dd>
        <dt>{text.clientSeed}</dt>
        <dd className={controls.code}>{revealed.clientSeed}</dd>
        <dt>{text.revealedRounds}</dt>
        <dd>{revealed.roundsPlayed}</dd>
      </dl>
    </div>
  );
}
