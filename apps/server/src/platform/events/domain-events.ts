/**
 * Every domain event the platform records, in one place: its type, its payload and the payload's schema. An
 * event is written in the same database transaction as the change it tells of (docs/ledger.md, Domain events)
 * and delivered afterwards to the subscribers registered in the composition root.
 */
import { z } from 'zod';
import {
  PLATFORM_ACCOUNT_KINDS,
  PLAYER_ACCOUNT_KINDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@casino/contracts';

const accountRefSchema = z.discriminatedUnion('owner', [
  z.object({ owner: z.literal('player'), userId: z.uuid(), kind: z.enum(PLAYER_ACCOUNT_KINDS) }),
  z.object({
    owner: z.literal('platform'),
    kind: z.enum(PLATFORM_ACCOUNT_KINDS),
    key: z.string().optional(),
  }),
]);

/** Minor units of the transfer's currency. */
const minorUnits = z.number().int().positive();

/** The wallet applied a transfer: posted money moved, or pending money was reserved. */
export const transferAppliedSchema = z.object({
  transferId: z.uuid(),
  type: z.enum(TRANSACTION_TYPES),
  phase: z.enum(['posted', 'pending']),
  status: z.enum(TRANSACTION_STATUSES),
  currency: z.string(),
  lines: z.array(z.object({ from: accountRefSchema, to: accountRefSchema, amount: minorUnits })).min(1),
  /** The business object the money belongs to: payment id, round id, bonus id… */
  reference: z.object({ kind: z.string(), id: z.string() }).nullable(),
  method: z.string().nullable(),
});
export type TransferApplied = z.infer<typeof transferAppliedSchema>;

/** The wallet posted (moved) or voided (returned) the money a pending transfer had reserved. */
export const transferSettledSchema = z.object({
  transferId: z.uuid(),
  type: z.enum(TRANSACTION_TYPES),
  phase: z.enum(['posted', 'voided']),
  status: z.enum(TRANSACTION_STATUSES),
  currency: z.string(),
});
export type TransferSettled = z.infer<typeof transferSettledSchema>;

/** A game provider closed a round: its bets and wins are final. Emitted with the round's closing transfer. */
export const roundClosedSchema = z.object({
  provider: z.string(),
  roundId: z.string(),
  gameId: z.string(),
  currency: z.string(),
  /** What the round staked and paid out in all, in minor units. */
  bet: z.number().int().nonnegative(),
  win: z.number().int().nonnegative(),
});
export type RoundClosed = z.infer<typeof roundClosedSchema>;

/**
 * A stake placed while the player had an active promotion (a bonus): its amount counts towards the promotion's
 * wagering. Written with the bet's transfer; `transactionId` is the provider's id of the bet.
 */
export const stakePlacedSchema = z.object({
  provider: z.string(),
  roundId: z.string(),
  gameId: z.string(),
  transactionId: z.string(),
  currency: z.string(),
  amount: minorUnits,
});
export type StakePlaced = z.infer<typeof stakePlacedSchema>;

/**
 * A stake of `game.stake-placed` rolled back by its provider: whatever it counted towards wagering is taken back.
 * `transactionId` is the provider's id of the bet it cancels.
 */
export const stakeCancelledSchema = stakePlacedSchema;
export type StakeCancelled = z.infer<typeof stakeCancelledSchema>;

/**
 * A player's break from gambling started (player protection): everything that gives the player a reason to gamble
 * stops. The bonus engine forfeits the player's active bonuses on it, recording the break as the reason.
 */
export const breakStartedSchema = z.object({
  kind: z.enum(['timeOut', 'selfExclusion']),
  period: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** `player`, or the staff account that set it. */
  setBy: z.string(),
});
export type BreakStarted = z.infer<typeof breakStartedSchema>;

/** A deposit was credited to the player's real balance: what the bonus engine grants deposit bonuses on. */
export const depositCreditedSchema = z.object({
  paymentId: z.uuid(),
  amount: minorUnits,
  currency: z.string(),
  /** The bonus code given with the deposit, in upper case, or null. */
  promoCode: z.string().nullable(),
  /** The player claimed the deposit bonuses it qualifies for (bonuses are opt-in). */
  claimBonus: z.boolean(),
});
export type DepositCredited = z.infer<typeof depositCreditedSchema>;

/** A player opened an account: written with the account. The bonus engine grants a sign-up code's bonus on it. */
export const playerRegisteredSchema = z.object({
  /** The bonus code given at sign-up, in upper case, or null. */
  promoCode: z.string().nullable(),
});
export type PlayerRegistered = z.infer<typeof playerRegisteredSchema>;

/**
 * A player signed in through the login form for the first time (the registration's own session is not a sign-in):
 * written with that session. The bonus engine grants the first-sign-in bonuses on it.
 */
export const firstSignInSchema = z.object({});
export type FirstSignIn = z.infer<typeof firstSignInSchema>;

/**
 * A provider reported the total win of a free-rounds batch (docs/free-rounds.md): written with the transfer that
 * moved it from the house to what the casino owes as bonuses. The bonus engine finishes the batch and grants the
 * win as bonus money under the award's terms.
 */
export const freeRoundsWonSchema = z.object({
  freeRoundsId: z.uuid(),
  provider: z.string(),
  amount: minorUnits,
  currency: z.string(),
});
export type FreeRoundsWon = z.infer<typeof freeRoundsWonSchema>;

/** An event's type and payload: what a writer hands over and a subscriber switches on. */
export const domainEventBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet.transfer-applied'), payload: transferAppliedSchema }),
  z.object({ type: z.literal('wallet.transfer-settled'), payload: transferSettledSchema }),
  z.object({ type: z.literal('game.round-closed'), payload: roundClosedSchema }),
  z.object({ type: z.literal('game.stake-placed'), payload: stakePlacedSchema }),
  z.object({ type: z.literal('game.stake-cancelled'), payload: stakeCancelledSchema }),
  z.object({ type: z.literal('protection.break-started'), payload: breakStartedSchema }),
  z.object({ type: z.literal('payments.deposit-credited'), payload: depositCreditedSchema }),
  z.object({ type: z.literal('accounts.registered'), payload: playerRegisteredSchema }),
  z.object({ type: z.literal('accounts.first-sign-in'), payload: firstSignInSchema }),
  z.object({ type: z.literal('game.free-rounds-won'), payload: freeRoundsWonSchema }),
]);
export type DomainEventBody = z.infer<typeof domainEventBodySchema>;
export type DomainEventType = DomainEventBody['type'];

/**
 * An event to write with a change. `userId` names the player whose ordered stream it joins; without it the
 * writer's own player is used (for the wallet, the transfer's player); null makes a platform-only event.
 */
export type DomainEventDraft = DomainEventBody & { userId?: string | null };

/** An event as a subscriber receives it. */
export type DomainEvent = DomainEventBody & {
  /** Unique forever: a subscriber that sees an id twice has already handled it. */
  id: string;
  userId: string | null;
  /** 1, 2, 3… per player in commit order; null for platform-only events. */
  sequence: number | null;
  /** When the transaction that wrote it began. */
  occurredAt: Date;
};

export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
