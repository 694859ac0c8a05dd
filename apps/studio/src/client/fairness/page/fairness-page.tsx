import { useState } from 'react';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { FairnessFrame } from '../ui/fairness-frame.tsx';
import { VerifyRoundForm } from '../verify/verify-round-form.tsx';
import { VerifyView } from '../verify/verify-view.tsx';
import styles from './page.module.css';

const STREAM_FORMULA = [
  'block(round) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)',
  'round = 0, 1, 2, …',
].join('\n');
const OPENSSL_EXAMPLE = "printf '%s' 'client-seed:0:0' | openssl dgst -sha256 -hmac 'SERVER SEED'";

/** /studio/fairness: how results are made and checked, and any round verified by its id. */
export function FairnessPage(props: { language: string }) {
  return (
    <FairnessFrame language={props.language} className={styles.page}>
      <Page />
    </FairnessFrame>
  );
}

function Page() {
  const { text } = useFairnessI18n();
  const [verifying, setVerifying] = useState<string | null>(null);
  return (
    <main className={styles.content}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.pageTitle}</h1>
        <p className={styles.lead}>{text.pageIntro}</p>
      </header>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.pageInputsTitle}</h2>
        <ul className={styles.points}>
          <li>{text.pageInputServer}</li>
          <li>{text.pageInputClient}</li>
          <li>{text.pageInputNonce}</li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.pageStreamTitle}</h2>
        <p>{text.pageStreamText}</p>
        <pre className={styles.formula}>
          <code>{STREAM_FORMULA}</code>
        </pre>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.pageBytesTitle}</h2>
        <ul className={styles.points}>
          <li>{text.pageBytesInt}</li>
          <li>{text.pageBytesFloat}</li>
          <li>{text.pageBytesWeighted}</li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.pageGamesTitle}</h2>
        <ul className={styles.points}>
          <li>{text.pageGameSlots}</li>
          <li>{text.pageGameDice}</li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.pageRotationTitle}</h2>
        <p>{text.pageRotationText}</p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.pageByHandTitle}</h2>
        <p>{text.pageByHandText}</p>
        <pre className={styles.formula}>
          <code>{OPENSSL_EXAMPLE}</code>
        </pre>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{text.verifyFormTitle}</h2>
        <p>{text.pageVerifyText}</p>
        <VerifyRoundForm onVerify={setVerifying} />
        {verifying && <VerifyView roundId={verifying} headingLevel={3} />}
      </section>
    </main>
  );
}
