/** What the top winners read of the seamless wallet's rounds (winning-rounds.repo.ts). */

/** A settled round that paid more than it staked. */
export interface WinningRound {
  provider: string;
  roundId: string;
  userId: string;
  /** The provider's id of the game. */
  gameId: string;
  currency: string;
  /** Minor units of `currency`. */
  staked: number;
  won: number;
  settledAt: Date;
}

export interface WinningRoundsQuery {
  /** Rounds settled after this moment (exclusive)… */
  since: Date;
  /** …and up to this one (inclusive); now when absent. */
  until?: Date;
  /** `settled`: newest first; `profit` and `stake`: largest first, compared through `eurPerUnit`. */
  order: 'settled' | 'profit' | 'stake';
  limit: number;
  /** Approximate euros per unit of each currency, to compare amounts in different currencies (1 if absent). */
  eurPerUnit: Readonly<Record<string, number>>;
}
