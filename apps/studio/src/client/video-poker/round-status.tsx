import { useGameMessages } from '../i18n/game-messages.ts';
import { HAND_NAME_KEYS } from './hand-names.ts';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';
import type { VideoPokerSnapshot } from './video-poker-controller.ts';
import styles from './video-poker-game.module.css';

/** What is happening at the table, announced politely: the deal, the hand to play, a resumed hand, the result. */
export function RoundStatus({
  state,
  money,
}: {
  state: Pick<VideoPokerSnapshot, 'phase' | 'hand' | 'resumed'>;
  money(amount: number): string;
}) {
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  const { phase, hand, resumed } = state;
  let text = game.t('chooseBet');
  let tone: 'plain' | 'win' | 'notice' = 'plain';
  if (phase === 'dealing') text = game.t('dealing');
  else if (phase === 'drawing') text = game.t('drawing');
  else if (phase === 'holding' && hand && resumed) {
    text = `${game.t('resumed')} ${game.t('dealt', { category: game.t(HAND_NAME_KEYS[hand.category]) })}`;
    tone = 'notice';
  } else if (phase === 'holding' && hand)
    text = game.t('dealt', { category: game.t(HAND_NAME_KEYS[hand.category]) });
  else if (hand?.drawn && hand.payout > 0) {
    text = game.t('resultWin', {
      category: game.t(HAND_NAME_KEYS[hand.category]),
      amount: money(hand.payout),
    });
    tone = 'win';
  } else if (hand?.drawn) text = game.t('resultNoWin');

  return (
    <p
      className={`${styles.status} ${tone === 'win' ? styles.statusWin : tone === 'notice' ? styles.statusNotice : ''}`}
      role="status"
      data-testid="round-status"
    >
      {text}
    </p>
  );
}
