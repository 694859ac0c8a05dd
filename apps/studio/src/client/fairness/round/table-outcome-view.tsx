import type { RoundOutcome } from '../../../shared/play-api.ts';
import type { TableRoundOutcome } from '../../../shared/table-play-api.ts';
import { BaccaratView } from './baccarat-view.tsx';
import { BlackjackView } from './blackjack-view.tsx';
import { MinesView } from './mines-view.tsx';
import { PlinkoView } from './plinko-view.tsx';
import { RouletteView } from './roulette-view.tsx';
import { VideoPokerView } from './video-poker-view.tsx';

/** Whether an outcome is a table or instant game's (not a slot's or dice). */
export function isTableOutcome(outcome: RoundOutcome): outcome is TableRoundOutcome {
  return outcome.kind !== 'spin' && outcome.kind !== 'bonus-buy' && outcome.kind !== 'dice';
}

/** A table or instant game's outcome, stored or recomputed: a round in play shows only what the player saw. */
export function TableOutcomeView(props: {
  outcome: TableRoundOutcome;
  money: (minorUnits: number) => string;
}) {
  const { outcome, money } = props;
  switch (outcome.kind) {
    case 'roulette':
      return <RouletteView bets={outcome.bets} settlement={outcome.settlement} money={money} />;
    case 'baccarat':
      return <BaccaratView round={outcome.round} settlement={outcome.settlement} money={money} />;
    case 'plinko':
      return <PlinkoView rows={outcome.rows} risk={outcome.risk} drop={outcome.drop} money={money} />;
    case 'blackjack':
      return (
        <BlackjackView
          view={outcome.view}
          actions={outcome.actions}
          closedBy={outcome.closedBy}
          money={money}
        />
      );
    case 'video-poker':
      return <VideoPokerView view={outcome.view} closedBy={outcome.closedBy} money={money} />;
    case 'mines':
      return <MinesView view={outcome.view} closedBy={outcome.closedBy} money={money} />;
  }
}
