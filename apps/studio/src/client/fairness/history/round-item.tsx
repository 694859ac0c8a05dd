import { useId, useState } from 'react';
import type { RoundView } from '../../../shared/play-api.ts';
import { formatPlayedAt } from '../format/date-time.ts';
import type { FairnessMessages } from '../i18n/en.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { useMoney } from '../ui/use-money.ts';
import styles from './history.module.css';
import { RoundDetails } from './round-details.tsx';

/** One recalled round: a summary line that expands to the round's details. */
export function RoundItem(props: {
  round: RoundView;
  currency: string;
  onVerify: () => void;
  verifyButtonId: string;
}) {
  const { text, locale } = useFairnessI18n();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { round } = props;
  const money = useMoney(round.currency || props.currency);
  return (
    <li className={styles.item}>
      <h3 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className={styles.kind}>{kindLabel(round.kind, text)}</span>{' '}
          <span className={styles.time}>
            <time dateTime={round.playedAt}>{formatPlayedAt(round.playedAt, locale)}</time>
          </span>{' '}
          <span className={styles.figures}>
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{text.stake}</span> <span>{money(round.stake)}</span>
            </span>{' '}
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{text.win}</span>{' '}
              <span className={round.totalWin > 0 ? styles.winFigure : undefined}>
                {money(round.totalWin)}
              </span>
            </span>{' '}
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{text.status}</span>{' '}
              <span>{statusLabel(round.status, text)}</span>
            </span>
          </span>
        </button>
      </h3>
      {expanded && (
        <div id={detailsId}>
          <RoundDetails
            round={round}
            money={money}
            onVerify={props.onVerify}
            verifyButtonId={props.verifyButtonId}
          />
        </div>
      )}
    </li>
  );
}

function kindLabel(kind: RoundView['kind'], text: FairnessMessages): string {
  switch (kind) {
    case 'spin':
      return text.roundKindSpin;
    case 'bonus-buy':
      return text.roundKindBonusBuy;
    case 'dice':
      return text.roundKindDice;
    case 'roulette':
      return text.roundKindRoulette;
    case 'baccarat':
      return text.roundKindBaccarat;
    case 'plinko':
      return text.roundKindPlinko;
    case 'blackjack':
      return text.roundKindBlackjack;
    case 'video-poker':
      return text.roundKindVideoPoker;
    case 'mines':
      return text.roundKindMines;
  }
}

function statusLabel(status: RoundView['status'], text: FairnessMessages): string {
  switch (status) {
    case 'betting':
      return text.statusBetting;
    case 'feature':
      return text.statusFeature;
    case 'playing':
      return text.statusPlaying;
    case 'paying':
      return text.statusPaying;
    case 'closed':
      return text.statusClosed;
    case 'void':
      return text.statusVoid;
    case 'rolled-back':
      return text.statusRolledBack;
  }
}
