/** The balance a game shows: the last one the server gave, and whether a win is still being credited. */
export interface BalanceState {
  readonly balance: number;
  /** The last answer had no balance: the platform has not confirmed the win yet. */
  readonly pending: boolean;
}

/** The balance after an answer: null keeps the last known balance and marks it pending. */
export function nextBalance(current: BalanceState, answered: number | null): BalanceState {
  return answered === null
    ? { balance: current.balance, pending: true }
    : { balance: answered, pending: false };
}
