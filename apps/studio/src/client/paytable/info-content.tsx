import type { GameDetails } from '../../shared/play-api.ts';
import { GameFacts } from './game-facts.tsx';
import { RulesOfKind } from './rules-of-kind.tsx';

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
      <RulesOfKind details={details} bet={bet} headingLevel={headingLevel} />
    </>
  );
}
