import { useState } from 'react';
import { formatMoney } from '@casino/rules';
import type { BaccaratBets, RouletteBet } from '@casino/game-math';
import type { LiveBets, LiveRules, LiveSpotView } from '../../shared/live-api.ts';
import { liveBetProblem, liveStakeOf } from '../../shared/live-variants.ts';
import { BACCARAT_TEXTS } from '../baccarat/messages/index.ts';
import { BET_NAMES } from '../baccarat/baccarat-texts.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import controls from '../game/controls.module.css';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import type { GameProps } from '../game/game-props.ts';
import { TableNotice } from '../game/table-notice.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { useMotion } from '../lib/motion.ts';
import { useServerNow } from '../lib/use-server-now.ts';
import { chipText } from '../roulette/chip-text.ts';
import { useRouletteNames } from '../roulette/use-roulette-names.ts';
import { LiveBaccaratBoard } from './live-baccarat-board.tsx';
import { LiveFairness, LiveHistory, LiveSpots } from './live-lists.tsx';
import { LiveRouletteBoard } from './live-roulette-board.tsx';
import { LiveStage } from './live-stage.tsx';
import { livePhaseOf } from './live-state.ts';
import { LIVE_TEXTS } from './messages/index.ts';
import { liveRefusalText } from './refusal-text.ts';
import { useLiveTable } from './use-live-table.ts';
import styles from './live-game.module.css';

/**
 * A live-format table: roulette or baccarat rounds that every player at the table shares, on the server's clock,
 * with an animated dealer. The player gathers chips into a draft and sends it once a round; the table shows how
 * many players are at it, the bets on each spot, the previous results and each round's seeds.
 */
export function LiveGame({ session, details, rules }: GameProps<LiveRules>) {
  const { t, language } = useMessages();
  const texts = useGameMessages(LIVE_TEXTS);
  const baccaratTexts = useGameMessages(BACCARAT_TEXTS);
  const names = useRouletteNames();
  const motion = useMotion();
  const live = useLiveTable(session.sessionId, session.balance);
  const { state, status } = live;
  const table = state.table ?? rules.table;
  const now = useServerNow(state.offset, false, motion);
  const round = state.round;
  const phase = round ? livePhaseOf(round, now) : null;
  const [rouletteDraft, setRouletteDraft] = useState<RouletteBet[]>([]);
  const [baccaratDraft, setBaccaratDraft] = useState<BaccaratBets>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The draw is played out only for a round this screen saw closing; it is told once the wheel has landed or
  // the cards are dealt.
  const [sawClosed, setSawClosed] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  if (round && phase === 'closed' && sawClosed !== round.id) setSawClosed(round.id);
  const quick = !motion || sawClosed !== round?.id;
  const shown = round !== null && (quick || revealed === round.number);
  const money = (amount: number) => formatMoney(amount, session.currency, language);

  const draft: LiveBets =
    table.variant === 'roulette'
      ? { kind: 'roulette', bets: rouletteDraft }
      : { kind: 'baccarat', bets: baccaratDraft };
  const draftStake = liveStakeOf(draft);
  const mine = state.mine;
  const connecting = status === 'open' ? null : status === 'reconnecting' ? 'reconnecting' : 'connecting';
  const canSend = phase === 'betting' && !mine && !sending && draftStake > 0 && connecting === null;

  async function send(): Promise<void> {
    if (!canSend) return;
    if (liveBetProblem(table.variant, draft, table.limits)) {
      setNotice(texts.t('refusedInvalid'));
      return;
    }
    setSending(true);
    const answer = await live.placeBets(draft);
    setSending(false);
    if (answer.ok) {
      setNotice(null);
      setRouletteDraft([]);
      setBaccaratDraft({});
    } else setNotice(liveRefusalText(answer.code ?? '', texts, t));
  }

  const seconds = (until: number) => Math.max(0, Math.ceil((until - now) / 1000));
  const caption = connecting
    ? texts.t(connecting)
    : !round || phase === 'pause'
      ? round && now < round.endsAt
        ? texts.t('nextRound', { seconds: seconds(round.endsAt) })
        : texts.t('waitingForRound')
      : phase === 'betting'
        ? texts.t('placeBets', { seconds: seconds(round.closesAt) })
        : phase === 'closed' || !round.result
          ? texts.t('noMoreBets')
          : shown
            ? resultText()
            : table.variant === 'baccarat'
              ? baccaratTexts.t('dealing')
              : texts.t('noMoreBets');

  function resultText(): string {
    const result = round?.result;
    if (!result) return texts.t('noMoreBets');
    const drawn = result.kind === 'roulette' ? names.number(result.number) : texts.t(result.round.outcome);
    if (!mine || mine.payout === null) return drawn;
    return `${drawn}. ${mine.payout > 0 ? texts.t('youWon', { amount: money(mine.payout) }) : texts.t('noWin')}`;
  }

  const spotName = (spot: LiveSpotView) =>
    spot.spot.kind === 'roulette'
      ? names.position(spot.spot.position)
      : baccaratTexts.t(BET_NAMES[spot.spot.bet]);
  const lastNumber = state.history.find((entry) => entry.result.kind === 'roulette')?.result;
  const placed = mine?.bets ?? null;
  const betsLocked = phase !== 'betting' || mine !== null || sending || connecting !== null;
  const bettingLeft =
    round && phase === 'betting' ? (round.closesAt - now) / (round.closesAt - round.opensAt) : 0;

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={draftStake || mine?.stake || 0} />
      </div>
      {/* The stage scrolls on a small screen, so it takes the focus to scroll by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable */}
      <main className={`${layout.stage} ${styles.screen}`} tabIndex={0}>
        <TableNotice text={notice} tone="error" onDismiss={() => setNotice(null)} />
        <div className={styles.badges}>
          <span className={styles.badge}>{texts.t('liveFormat')}</span>
          {table.vip ? <span className={`${styles.badge} ${styles.vip}`}>{texts.t('vip')}</span> : null}
          <span className={styles.players} data-testid="table-players">
            {texts.t('players', { count: state.players })}
          </span>
        </div>
        <LiveStage
          variant={table.variant}
          round={round}
          phase={phase}
          lastNumber={lastNumber?.kind === 'roulette' ? lastNumber.number : null}
          placed={placed?.kind === 'baccarat' ? placed.bets : null}
          motion={motion}
          quick={quick}
          texts={texts}
          baccaratTexts={baccaratTexts}
          onRevealed={setRevealed}
        />
        <div className={styles.clock} aria-hidden="true">
          <span
            className={styles.clockBar}
            style={{ transform: `scaleX(${Math.max(0, Math.min(1, bettingLeft))})` }}
          />
        </div>
        <p className={styles.caption} role="status" data-testid="live-status">
          {caption}
        </p>
        <div className={styles.board}>
          {table.variant === 'roulette' ? (
            <LiveRouletteBoard
              chips={table.chips}
              draft={rouletteDraft}
              placed={placed?.kind === 'roulette' ? placed.bets : null}
              result={round?.result?.kind === 'roulette' && shown ? round.result.number : null}
              disabled={betsLocked}
              names={names}
              money={money}
              chipText={(amount) => chipText(amount, session.currency, language)}
              onDraft={setRouletteDraft}
            />
          ) : (
            <LiveBaccaratBoard
              chips={table.chips}
              draft={baccaratDraft}
              placed={placed?.kind === 'baccarat' ? placed.bets : null}
              result={round?.result?.kind === 'baccarat' && shown ? round.result.round : null}
              disabled={betsLocked}
              currency={session.currency}
              language={language}
              texts={baccaratTexts}
              money={money}
              onDraft={setBaccaratDraft}
              onSend={() => void send()}
            />
          )}
        </div>
        <div className={styles.lists}>
          <LiveSpots
            spots={state.spots}
            currency={session.currency}
            texts={texts}
            spotName={spotName}
            money={money}
          />
          <LiveHistory
            variant={table.variant}
            history={state.history}
            names={names}
            baccaratTexts={baccaratTexts}
          />
          <LiveFairness round={round} variant={table.variant} texts={texts} />
        </div>
      </main>
      <BalanceFigures balance={state.balance} pending={false} lastWin={state.lastWin ?? 0} money={money} />
      <footer className={layout.controls}>
        <div className={controls.betValue}>
          <span className={controls.betLabel}>{texts.t('totalBet')}</span>
          <output className={controls.betAmount} data-testid="total-bet">
            {money(mine?.stake ?? draftStake)}
          </output>
        </div>
        <button
          type="button"
          className={styles.send}
          onClick={() => void send()}
          disabled={!canSend}
          data-testid="place-bets"
        >
          <span>
            {mine
              ? texts.t(mine.state === 'debiting' ? 'betsSending' : 'betsIn', { amount: money(mine.stake) })
              : sending
                ? texts.t('betsSending')
                : texts.t('placeYourBets', { amount: money(draftStake) })}
          </span>
        </button>
        <div className={controls.group}>
          <button
            type="button"
            className={controls.secondary}
            onClick={() => (table.variant === 'roulette' ? setRouletteDraft([]) : setBaccaratDraft({}))}
            disabled={draftStake === 0}
          >
            {texts.t('clear')}
          </button>
        </div>
      </footer>
    </div>
  );
}
