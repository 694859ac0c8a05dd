import type { GameDetails, SessionView } from '../../shared/play-api.ts';
import { BaccaratGame } from '../baccarat/baccarat-game.tsx';
import { BlackjackGame } from '../blackjack/blackjack-game.tsx';
import { DiceGame } from '../dice/dice-game.tsx';
import { MinesGame } from '../mines/mines-game.tsx';
import { PlinkoGame } from '../plinko/plinko-game.tsx';
import { RouletteGame } from '../roulette/roulette-game.tsx';
import { SlotGame } from '../slot/slot-game.tsx';
import { VideoPokerGame } from '../video-poker/video-poker-game.tsx';

/** The screen of the game's kind, given that kind's rules. */
export function GameOfKind({
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
  }
}
