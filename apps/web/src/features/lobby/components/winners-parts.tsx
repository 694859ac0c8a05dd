import styles from './winners.module.css';

/** The place of the winners' tabs and table while they load: the latest tab's height, so nothing below moves. */
export function WinnersFrame({ busy }: { busy: boolean }) {
  return <div className={styles.placeholder} aria-busy={busy} />;
}
