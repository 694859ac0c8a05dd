import type { RoundView } from '../../shared/play-api.ts';

/** What every play call answers: the round and the balance after it (null while a win is being credited). */
export interface RoundAnswer {
  readonly round: RoundView;
  readonly balance: number | null;
}
