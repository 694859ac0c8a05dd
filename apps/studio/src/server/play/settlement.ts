/**
 * Money calls of a round on the platform's seamless wallet, with transaction ids derived from the round id
 * (`<round>:bet`, `<round>:win`, `<round>:rollback`) so that any repeat is safe. Demo rounds never get here:
 * their balance moves inside the round's own transaction.
 */
import { eq } from 'drizzle-orm';
import { WalletUnavailableError } from '../wallet-client/wallet-client.ts';
import type { PlayContext } from './play-context.ts';
import { studioRounds } from './play.tables.ts';

type RoundRow = typeof studioRounds.$inferSelect;

export const betTransactionId = (roundId: string): string => `${roundId}:bet`;
export const winTransactionId = (roundId: string): string => `${roundId}:win`;
export const rollbackTransactionId = (roundId: string): string => `${roundId}:rollback`;
/** A blackjack round's further stakes (double, split, insurance), numbered from 1, and their cancellations. */
export const extraBetTransactionId = (roundId: string, number: number): string => `${roundId}:bet:${number}`;
export const extraRollbackTransactionId = (roundId: string, number: number): string =>
  `${roundId}:rollback:${number}`;

function moneyCall(round: RoundRow, roundClosed: boolean) {
  return { token: round.token ?? '', roundId: round.id, gameId: round.gameId, roundClosed };
}

export type BetAnswer =
  | { readonly ok: true; readonly balanceAfterBet: number }
  | { readonly ok: false; readonly code: string; readonly balance: number | undefined };

/** Sends the stake; `roundClosed` is never true here, since a win (0 allowed) always follows. */
export async function sendBet(context: PlayContext, round: RoundRow): Promise<BetAnswer> {
  const answer = await context.wallet.bet({
    ...moneyCall(round, false),
    transactionId: betTransactionId(round.id),
    amount: round.stake,
    currency: round.currency,
  });
  if (answer.status === 'OK') return { ok: true, balanceAfterBet: answer.balance };
  return { ok: false, code: answer.code, balance: answer.balance };
}

/** Sends a further stake of a round being played (number: its 1-based count among the round's extras). */
export async function sendExtraBet(
  context: PlayContext,
  round: RoundRow,
  number: number,
  amount: number,
): Promise<BetAnswer> {
  const answer = await context.wallet.bet({
    ...moneyCall(round, false),
    transactionId: extraBetTransactionId(round.id, number),
    amount,
    currency: round.currency,
  });
  if (answer.status === 'OK') return { ok: true, balanceAfterBet: answer.balance };
  return { ok: false, code: answer.code, balance: answer.balance };
}

/** Cancels a further stake that was never confirmed. True once the platform has answered. */
export async function rollBackExtraBet(
  context: PlayContext,
  round: RoundRow,
  number: number,
): Promise<boolean> {
  try {
    await context.wallet.rollback({
      ...moneyCall(round, false),
      transactionId: extraRollbackTransactionId(round.id, number),
      referenceTransactionId: extraBetTransactionId(round.id, number),
    });
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    context.log.warn({ roundId: round.id, error: error.message }, 'studio: rollback not confirmed yet');
    return false;
  }
}

/**
 * Pays the round's win and closes it. Returns the balance after, or null when the platform could not be
 * reached or refused (the round stays `paying` and the recovery pass sends the same call again).
 */
export async function payRound(context: PlayContext, roundId: string): Promise<number | null> {
  const [round] = await context.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  if (!round || round.status !== 'paying') return round?.balanceAfter ?? null;
  try {
    const answer = await context.wallet.win({
      ...moneyCall(round, true),
      transactionId: winTransactionId(round.id),
      amount: round.totalWin,
      currency: round.currency,
    });
    if (answer.status !== 'OK') {
      context.log.error(
        { roundId, code: answer.code },
        'studio: the platform refused a win; it will be retried',
      );
      await context.db.update(studioRounds).set({ failure: answer.code }).where(eq(studioRounds.id, roundId));
      return null;
    }
    await context.db
      .update(studioRounds)
      .set({ status: 'closed', balanceAfter: answer.balance, closedAt: new Date(), failure: null })
      .where(eq(studioRounds.id, roundId));
    return answer.balance;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    context.log.warn({ roundId, error: error.message }, 'studio: win not confirmed yet');
    return null;
  }
}

/** Cancels a stake that was never confirmed. True once the platform has answered. */
export async function rollBackRound(context: PlayContext, round: RoundRow): Promise<boolean> {
  try {
    const answer = await context.wallet.rollback({
      ...moneyCall(round, true),
      transactionId: rollbackTransactionId(round.id),
      referenceTransactionId: betTransactionId(round.id),
    });
    await context.db
      .update(studioRounds)
      .set({
        status: 'rolled-back',
        closedAt: new Date(),
        failure: answer.status === 'OK' ? null : answer.code,
        ...(answer.status === 'OK' ? { balanceAfter: answer.balance } : {}),
      })
      .where(eq(studioRounds.id, round.id));
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    context.log.warn({ roundId: round.id, error: error.message }, 'studio: rollback not confirmed yet');
    return false;
  }
}
