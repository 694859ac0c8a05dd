import type { GameDetails } from '../../shared/play-api.ts';
import { DiceRules } from './dice-rules.tsx';
import { GameFacts } from './game-facts.tsx';
import { SlotPaytable } from './slot-paytable.tsx';

/** The paytable and rules of a game at a bet: shown before play and from the Paytable button. */
export function InfoContent({
  details,
  bet,
  headingLevel,
}: {
  details: GameDetails;
  bet: number;
  /** The level of its section headings: 2 on the intro page, 3 inside the dialog. */
  headingLevel: 2 | 3;
}) {
  return (
    <>
      <GameFacts game={details.game} />
      {details.rules.kind === 'slot' ? (
        <SlotPaytable
          gameId={details.game.id}
          rules={details.rules}
          bet={bet}
          currency={details.bets.currency}
          headingLevel={headingLevel}
        />
      ) : (
        <DiceRules rules={details.rules} headingLevel={headingLevel} />
      )}
    </>
  );
}
