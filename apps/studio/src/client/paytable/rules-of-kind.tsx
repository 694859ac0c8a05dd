import { lazy, Suspense } from 'react';
import type { GameDetails } from '../../shared/play-api.ts';
import { DiceRules } from './dice-rules.tsx';
import { SlotPaytable } from './slot-paytable.tsx';

// The table and instant games' panels come with their game's chunk.
const RouletteRulesPanel = lazy(() =>
  import('../roulette/roulette-rules.tsx').then((m) => ({ default: m.RouletteRulesPanel })),
);
const BaccaratRulesPanel = lazy(() =>
  import('../baccarat/baccarat-rules.tsx').then((m) => ({ default: m.BaccaratRulesPanel })),
);
const BlackjackRulesPanel = lazy(() =>
  import('../blackjack/blackjack-rules.tsx').then((m) => ({ default: m.BlackjackRulesPanel })),
);
const VideoPokerRulesPanel = lazy(() =>
  import('../video-poker/video-poker-rules.tsx').then((m) => ({ default: m.VideoPokerRulesPanel })),
);
const MinesRulesPanel = lazy(() =>
  import('../mines/mines-rules.tsx').then((m) => ({ default: m.MinesRulesPanel })),
);
const PlinkoRulesPanel = lazy(() =>
  import('../plinko/plinko-rules.tsx').then((m) => ({ default: m.PlinkoRulesPanel })),
);

const CrashRulesPanel = lazy(() =>
  import('../crash/crash-rules.tsx').then((m) => ({ default: m.CrashRulesPanel })),
);

const LiveRulesPanel = lazy(() =>
  import('../live/live-rules.tsx').then((m) => ({ default: m.LiveRulesPanel })),
);

/** The paytable or rules panel of the game's kind. */
export function RulesOfKind(props: { details: GameDetails; bet: number; headingLevel: 2 | 3 }) {
  return (
    <Suspense fallback={null}>
      <PanelOfKind {...props} />
    </Suspense>
  );
}

function PanelOfKind({
  details,
  bet,
  headingLevel,
}: {
  details: GameDetails;
  bet: number;
  headingLevel: 2 | 3;
}) {
  const { rules } = details;
  const currency = details.bets.currency;
  switch (rules.kind) {
    case 'slot':
      return (
        <SlotPaytable
          gameId={details.game.id}
          rules={rules}
          bet={bet}
          currency={currency}
          headingLevel={headingLevel}
        />
      );
    case 'dice':
      return <DiceRules rules={rules} headingLevel={headingLevel} />;
    case 'roulette':
      return <RouletteRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
    case 'baccarat':
      return <BaccaratRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
    case 'blackjack':
      return <BlackjackRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
    case 'video-poker':
      return <VideoPokerRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
    case 'mines':
      return <MinesRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
    case 'plinko':
      return <PlinkoRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
    case 'crash':
      return <CrashRulesPanel rules={rules} headingLevel={headingLevel} />;
    case 'live':
      return <LiveRulesPanel rules={rules} currency={currency} headingLevel={headingLevel} />;
  }
}
