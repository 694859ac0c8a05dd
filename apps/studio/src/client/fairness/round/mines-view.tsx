import { minesMultiplier, type MinesPlayerView } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import { formatMultiplier } from './format-multiplier.ts';
import { MinesBoard } from './mines-board.tsx';
import styles from './round.module.css';
import { TimeoutNote } from './timeout-note.tsx';

/** A mines round: the board, how many mines and gems, how it ended, the multiplier and the payout. */
export function MinesView(props: {
  view: MinesPlayerView;
  closedBy: 'player' | 'timeout';
  money: (minorUnits: number) => string;
}) {
  const { text, language } = useFairnessI18n();
  const { view, money } = props;
  const multiplier = view.status === 'lost' ? null : cashOutMultiplier(view);
  return (
    <div className={styles.section}>
      <TimeoutNote closedBy={props.closedBy} rule={text.timeoutMines} />
      <MinesBoard view={view} />
      <dl className={controls.values}>
        <dt>{text.minesCount}</dt>
        <dd>{view.mines}</dd>
        <dt>{text.minesGemsRevealed}</dt>
        <dd>{view.revealed.length}</dd>
        <dt>{text.result}</dt>
        <dd>{statusName(view.status, text)}</dd>
        {multiplier !== null && (
          <>
            <dt>{text.multiplier}</dt>
            <dd>{formatMultiplier(multiplier, language)}</dd>
          </>
        )}
        <dt>{text.payout}</dt>
        <dd>{money(view.payout)}</dd>
      </dl>
    </div>
  );
}

/** The multiplier the gems revealed so far reach; null before the first gem or on data the maths refuses. */
function cashOutMultiplier(view: MinesPlayerView): number | null {
  if (view.revealed.length === 0) return null;
  try {
    return minesMultiplier(view.mines, view.revealed.length, view.bet.houseEdge);
  } catch {
    return null;
  }
}

function statusName(status: MinesPlayerView['status'], text: FairnessMessages): string {
  switch (status) {
    case 'cashed':
      return text.minesCashed;
    case 'lost':
      return text.minesLost;
    case 'playing':
      return text.minesPlaying;
  }
}
