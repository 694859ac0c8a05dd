import type { GameDetails } from '../../shared/play-api.ts';
import { BaccaratRulesPanel } from '../baccarat/baccarat-rules.tsx';
import { BlackjackRulesPanel } from '../blackjack/blackjack-rules.tsx';
import { MinesRulesPanel } from '../mines/mines-rules.tsx';
import { PlinkoRulesPanel } from '../plinko/plinko-rules.tsx';
import { RouletteRulesPanel } from '../roulette/roulette-rules.tsx';
import { VideoPokerRulesPanel } from '../video-poker/video-poker-rules.tsx';
import { DiceRules } from './dice-rules.tsx';
import { SlotPaytable } from './slot-paytable.tsx';

/** The paytable or rules panel of the game's kind. */
export function RulesOfKind({
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
  }
}
