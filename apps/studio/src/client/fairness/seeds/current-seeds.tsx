import type { SeedCommitment } from '../../../shared/play-api.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';

/** The commitment the next round is played under. */
export function CurrentSeeds(props: { seeds: SeedCommitment }) {
  const { text } = useFairnessI18n();
  return (
    <dl className={controls.values}>
      <dt>{text.serverSeedHash}</dt>
      <dd className={controls.code}>{props.seeds.serverSeedHash}</dd>
      <dt>{text.clientSeed}</dt>
      <dd className={controls.code}>{props.seeds.clientSeed}</dd>
      <dt>{text.nextNonce}</dt>
      <dd>{props.seeds.nonce}</dd>
    </dl>
  );
}
