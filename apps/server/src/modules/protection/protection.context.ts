import type { PeriodActivity, PlayerCurrency } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';

/** What player protection needs of the platform and of other modules, handed over by `modules/index.ts`. */
export interface ProtectionContext {
  db: Db;
  now: () => Date;
  /** The account's country (its market) and currency; null for an unknown account. */
  playerOf: (userId: string) => Promise<{ country: string | null; currency: PlayerCurrency } | null>;
  /** Deposits, stakes and wins since a moment, counted from the ledger (wallet module). */
  activitySince: (query: { userId: string; currency: string; since: Date }) => Promise<PeriodActivity>;
  /**
   * Deposits the player was sent to pay that are not in the ledger yet (payments module): they count against
   * deposit limits as if they were.
   */
  depositsOnTheWay: (query: { userId: string; currency: string }) => Promise<number>;
  /** Stakes claimed by the seamless wallet and not yet transferred (game-wallet module): they count as staked. */
  stakesOnTheWay: (query: { userId: string; currency: string }) => Promise<number>;
  /** When a sign-in session started; null for an unknown or ended one (accounts module). */
  sessionStartOf: (sessionId: string) => Promise<Date | null>;
  /** Ends the player's real-money games at once: their launch tokens take no more bets (game-wallet module). */
  endPlayOf: (userId: string) => Promise<void>;
  /**
   * The player's session time limit is now `minutes` (null: none): their open real-money games stop taking bets
   * that long after the start of the session they were launched in (game-wallet module).
   */
  sessionLimitChanged: (userId: string, minutes: number | null) => Promise<void>;
}

/** Who changes a setting: the player, or staff with a reason (every change is audited). */
export type Actor = { by: 'player' } | { by: 'staff'; staffId: string; reason: string };

export const actorName = (actor: Actor) => (actor.by === 'player' ? 'player' : actor.staffId);
export const actorReason = (actor: Actor) => (actor.by === 'staff' ? actor.reason : null);
