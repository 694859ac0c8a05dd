import type { GameDetails, SessionView } from '../../shared/play-api.ts';

/** What the game screen gives a game of either kind, with that kind's rules. */
export interface GameProps<Rules> {
  readonly session: SessionView;
  readonly details: GameDetails;
  readonly rules: Rules;
  /** Taken once, when the game opens. */
  onFatal(code: string): void;
}
