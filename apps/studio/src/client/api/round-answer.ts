/** What every play call answers: the round, the balance after it and the free rounds (shared/play-api.ts). */
export type { PlayAnswer as RoundAnswer } from '../../shared/play-api.ts';
