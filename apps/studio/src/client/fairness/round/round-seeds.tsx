import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';

/** The seeds a round was played with; the server seed once revealed. */
export function RoundSeeds(props: {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed: string | null;
}) {
  const { text } = useFairnessI18n();
  return (
    <dl className={controls.values}>
      <dt>{text.serverSeedHash}</dt>
      <dd className={controls.code}>{props.serverSeedHash}</dd>
      <dt>{text.clientSeed}</dt>
      <dd className={controls.code}>{props.clientSeed}</dd>
      <dt>{text.nonce}</dt>
      <dd>{props.nonce}</dd>
      <dt>{text.serverSeed}</dt>
      <dd className={props.serverSeed === null ? undefined : controls.code}>
        {props.serverSeed ?? text.serverSeedHidden}
      </dd>
    </dl>
  );
}
