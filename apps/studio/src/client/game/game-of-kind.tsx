import { lazy, Suspense } from 'react';
import type { GameDetails, SessionView } from '../../shared/play-api.ts';
import { DiceGame } from '../dice/dice-game.tsx';
import { SlotGame } from '../slot/slot-game.tsx';
import { LoadingScreen } from './status-screens.tsx';

// Each table and instant game is its own chunk: a game loads only its own screen.
const RouletteGame = lazy(() =>
  import('../roulette/roulette-game.tsx').then((m) => ({ default: m.RouletteGame })),
);
const BaccaratGame = lazy(() =>
  import('../baccarat/baccarat-game.tsx').then((m) => ({ default: m.BaccaratGame })),
);
const BlackjackGame = lazy(() =>
  import('../blackjack/blackjack-game.tsx').then((m) => ({ default: m.BlackjackGame })),
);
const VideoPokerGame = lazy(() =>
  import('../video-poker/video-poker-game.tsx').then((m) => ({ default: m.VideoPokerGame })),
);
const MinesGame = lazy(() => import('../mines/mines-game.tsx').then((m) => ({ default: m.MinesGame })));
const CrashGame = lazy(() => import('../crash/crash-game.tsx').then((m) => ({ default: m.CrashGame })));
const LiveGame = lazy(() => import('../live/live-game.tsx').then((m) => ({ default: m.LiveGame })));
const PlinkoGame = lazy(() => import('../plinko/plinko-game.tsx').then((m) => ({ default: m.PlinkoGame })));

/** The screen of the game's kind, given that kind's rules. */
export function GameOfKind(props: {
  session: SessionView;
  details: GameDetails;
  rules: GameDetails['rules'];
  onFatal(code: string): void;
}) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ScreenOfKind {...props} />
    </Suspense>
  );
}

function ScreenOfKind({
  session,
  details,
  rules,
  onFatal,
}: {
  session: SessionView;
  details: GameDetails;
  rules: GameDetails['rules'];
  onFatal(code: string): void;
}) {
  const common = { session, details, onFatal };
  switch (rules.kind) {
    case 'slot':
      return <SlotGame {...common} rules={rules} />;
    case 'dice':
      return <DiceGame {...common} rules={rules} />;
    case 'roulette':
      return <RouletteGame {...common} rules={rules} />;
    case 'baccarat':
      return <BaccaratGame {...common} rules={rules} />;
    case 'blackjack':
      return <BlackjackGame {...common} rules={rules} />;
    case 'video-poker':
      return <VideoPokerGame {...common} rules={rules} />;
    case 'mines':
      return <MinesGame {...common} rules={rules} />;
    case 'plinko':
      return <PlinkoGame {...common} rules={rules} />;
    case 'crash':
      return <CrashGame {...common} rules={rules} />;
    case 'live':
      return <LiveGame {...common} rules={rules} />;
  }
}
