import styles from './round.module.css';

/** Says that the unfinished-round rule made the moves the player left, when it did. */
export function TimeoutNote(props: { closedBy: 'player' | 'timeout'; rule: string }) {
  if (props.closedBy !== 'timeout') return null;
  return <p className={styles.note}>{props.rule}</p>;
}
