import { createHash, randomUUID } from 'node:crypto';
import { isPlayerCurrency, type PlayerCurrency } from '@casino/rules';
import type {
  ErrorCode,
  SeamlessBetRequest,
  SeamlessError,
  SeamlessErrorCode,
  SeamlessRollbackRequest,
  SeamlessTransactionAnswer,
  SeamlessWinRequest,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { companionWrite, type CompanionWrite } from '../wallet/companion-write.ts';
import type { TransferRequest } from '../wallet/wallet.port.ts';
import type { DomainEventDraft } from '../../platform/events/domain-events.ts';
import type { BetVerdict, GameWalletContext } from './game-wallet.context.ts';
import type { SeamlessCallKind, SeamlessEffect } from './game-wallet.tables.ts';
import { hashLaunchToken, type LaunchToken, type LaunchTokens } from './launch-tokens.service.ts';
import { findOrOpenRound } from './rounds.repo.ts';
import {
  findCall,
  finishCall,
  finishedWithTransfer,
  insertCall,
  markRolledBack,
  type Executor,
  type FinishEffect,
  type NewSeamlessCall,
  type SeamlessCallRow,
} from './seamless-transactions.repo.ts';
import { createStakeClaim } from './stake-claim.repo.ts';
import { linesOf, roundFundingChange, transferLines } from './stake-lines.ts';
import { realMoneyStakes, reverseLines, type FundingLine } from '../wallet/stake-funding.ts';

type MoneyKind = Exclude<SeamlessCallKind, 'tombstone'>;
type MoneyRequest = SeamlessBetRequest | SeamlessWinRequest | SeamlessRollbackRequest;

/** What `once` hands to a first-seen call's recorder: the columns every kind of call has. */
interface NewCall {
  provider: string;
  transactionId: string;
  id: string;
  kind: MoneyKind;
  requestHash: string;
  roundId: string;
  gameId: string;
  roundClosed: boolean;
}
/** A first-seen call with what its kind adds. */
type CallColumns = NewCall & Partial<Pick<NewSeamlessCall, 'currency' | 'amount' | 'referenceTransactionId'>>;

/** What settling a recorded call needs of it. */
type PendingCall = Pick<
  SeamlessCallRow,
  | 'gameId'
  | 'provider'
  | 'transactionId'
  | 'id'
  | 'kind'
  | 'userId'
  | 'currency'
  | 'roundId'
  | 'roundClosed'
  | 'amount'
  | 'effect'
  | 'transferId'
  | 'referenceTransactionId'
  | 'roundFunding'
>;

/** Another request recorded the same transaction id between our read and our write: read it again. */
class Taken extends Error {}

/** A bounded number of re-reads: each one means another request made progress on the same id. */
const MAX_ATTEMPTS = 5;

/** The wallet's refusals a call is answered with (final, like every refusal); any other failure is retried. */
const WALLET_REFUSALS: Partial<Record<ErrorCode, SeamlessErrorCode>> = {
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  amount_out_of_range: 'AMOUNT_OUT_OF_RANGE',
};

/** A digest of everything a call asks for, so that a transaction id reused for another request is refused. */
export function callFingerprint(kind: MoneyKind, request: MoneyRequest): string {
  const amount = 'amount' in request ? request.amount : null;
  const currency = 'currency' in request ? request.currency : null;
  const reference = 'referenceTransactionId' in request ? request.referenceTransactionId : null;
  const fields = [kind, request.token, request.roundId, request.gameId, request.roundClosed];
  return createHash('sha256')
    .update(JSON.stringify([...fields, amount, currency, reference]))
    .digest('base64url');
}

/** The ledger idempotency key of a call: one transfer per provider transaction id, ever. */
export const ledgerKeyOf = (provider: string, transactionId: string) =>
  `seamless:${provider}:${transactionId}`;

/**
 * Bets, wins and rollbacks. Each transaction id is handled once: the first request records a decision (a
 * refusal, or the money to move) under the id; the money then moves through the wallet with the id's ledger
 * key and the answer is stored. A repeat, or a concurrent twin, reads the record: a stored answer is returned
 * as it was; a decision not yet finished is finished (the ledger key makes the transfer happen once).
 */
export function createSeamlessTransactions(context: GameWalletContext, tokens: LaunchTokens) {
  const { db, now, wallet, realBalanceOf, gameNameOf, geo } = context;
  const claimStake = createStakeClaim(context.betGuard, context.gameRestriction);
  const stakeFunding = context.stakeFunding ?? { policy: realMoneyStakes };

  async function refusal(code: SeamlessErrorCode, player?: { userId: string; currency: PlayerCurrency }) {
    const answer: SeamlessError = { status: 'ERROR', code };
    if (!player) return answer;
    return {
      ...answer,
      balance: await realBalanceOf(player.userId, player.currency),
      currency: player.currency,
    };
  }

  async function playerOfToken(provider: string, token: string): Promise<LaunchToken | undefined> {
    const lookup = await tokens.resolve(provider, token);
    return lookup.status === 'unknown' ? undefined : lookup.token;
  }

  /**
   * Runs `record` for a transaction id seen for the first time; answers repeats from what is stored. With
   * `optimistic`, the first attempt skips the look-up and lets the insert tell a repeat (one round trip less
   * on the hot path): `record` must then have no effect that a repeat could not have.
   */
  async function once(
    provider: string,
    kind: MoneyKind,
    request: MoneyRequest,
    record: (call: NewCall) => Promise<SeamlessTransactionAnswer>,
    optimistic = false,
  ): Promise<SeamlessTransactionAnswer> {
    const requestHash = callFingerprint(kind, request);
    for (let attempt = 1; ; attempt++) {
      const existing =
        optimistic && attempt === 1 ? undefined : await findCall(db, provider, request.transactionId);
      if (existing) return repeat(existing, kind, requestHash, provider, request);
      try {
        return await record({
          provider,
          transactionId: request.transactionId,
          id: randomUUID(),
          kind,
          requestHash,
          roundId: request.roundId,
          gameId: request.gameId,
          roundClosed: request.roundClosed,
        });
      } catch (error) {
        if (!(error instanceof Taken) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async function repeat(
    existing: SeamlessCallRow,
    kind: MoneyKind,
    requestHash: string,
    provider: string,
    request: MoneyRequest,
  ): Promise<SeamlessTransactionAnswer> {
    if (existing.kind === 'tombstone' && kind !== 'rollback') {
      const token = await playerOfToken(provider, request.token);
      return refusal(kind === 'bet' ? 'BET_ROLLED_BACK' : 'WIN_ROLLED_BACK', token);
    }
    if (existing.requestHash !== requestHash)
      return refusal('DUPLICATE_MISMATCH', await playerOfToken(provider, request.token));
    return existing.answer ?? settle(existing);
  }

  async function insertOrTaken(call: NewSeamlessCall, executor: Executor = db): Promise<SeamlessCallRow> {
    const row = await insertCall(executor, call);
    if (!row) throw new Taken();
    return row;
  }

  /** Records a refusal as the id's final answer (a repeat gets it again) and answers it. */
  async function refuse(
    call: CallColumns,
    code: SeamlessErrorCode,
    player?: { userId: string; currency: PlayerCurrency },
  ): Promise<SeamlessError> {
    const answer = await refusal(code, player);
    await insertOrTaken({ ...call, userId: player?.userId, state: 'done', answer, doneAt: now() });
    return answer;
  }

  async function methodOf(provider: string, gameId: string): Promise<string> {
    return (await gameNameOf(provider, gameId)) ?? gameId;
  }

  /**
   * The lines of a bet, as the stake funding policy decides them for the token's player (null: an unknown token,
   * which gets the default lines; the claim refuses it), or the promotion's maximum bet it goes over. Only a policy
   * that reads the player's balances and terms costs a look-up here.
   */
  async function fundStake(
    player: { userId: string; currency: PlayerCurrency } | null,
    request: SeamlessBetRequest,
  ): Promise<{ lines: FundingLine[]; wagers: boolean } | { overMaxBet: true }> {
    const { policy, inputsOf } = stakeFunding;
    const stake = request.amount;
    const none = { balances: {}, promotion: null, poolContributions: [] };
    if (!policy.readsInputs || !inputsOf) return { lines: policy.fund({ stake, ...none }), wagers: false };
    if (!player) return { lines: realMoneyStakes.fund({ stake, ...none }), wagers: false };
    const inputs = await inputsOf(player, request.gameId);
    const maxBet = inputs.promotion?.maxBet ?? null;
    if (maxBet !== null && stake > maxBet) return { overMaxBet: true };
    return { lines: policy.fund({ stake, ...inputs }), wagers: inputs.promotion !== null };
  }

  /**
   * The player-protection check for a stake: its refusal code, or the risk ticket the claim takes when allowed;
   * a failing check refuses.
   */
  async function betCheck(bet: {
    userId: string;
    amount: number;
    currency: string;
  }): Promise<{ refused: SeamlessErrorCode } | { ticket: number | null }> {
    let answer: BetVerdict;
    try {
      answer = await context.betVerdict(bet);
    } catch {
      return { refused: 'PLAYER_RESTRICTED' };
    }
    if (answer.verdict === 'allowed') return { ticket: answer.ticket };
    return { refused: answer.verdict === 'limit' ? 'LIMIT_REACHED' : 'PLAYER_RESTRICTED' };
  }

  /** Whether a win's free-rounds batch is the token player's, in its currency, of this provider and on this game. */
  async function isFreeRoundsWin(
    provider: string,
    request: SeamlessWinRequest,
    id: string,
  ): Promise<boolean> {
    const batch = context.freeRoundsOf ? await context.freeRoundsOf(id) : null;
    const owner = await tokens.ownerOf(provider, request.token);
    return (
      batch !== null &&
      owner !== undefined &&
      batch.userId === owner.userId &&
      batch.provider === provider &&
      batch.currency === request.currency &&
      batch.gameIds.includes(request.gameId)
    );
  }

  /**
   * Bet (debit) and win (credit). The token (this provider's, in the call's currency; for a bet also live and
   * not launched from a blocked country), the player's protection state for a bet (no break in force; a player
   * with a wager or loss limit first passes the full check) and the round (the player's, this game's, open)
   * decide, in the one statement that records the call (stake-claim.repo.ts).
   */
  function stake(provider: string, kind: 'bet' | 'win', request: SeamlessBetRequest | SeamlessWinRequest) {
    return once(
      provider,
      kind,
      request,
      async (call) => {
        // A bet's player is read before the claim only for a funding policy that reads the player's balances.
        const bettor =
          kind === 'bet' && stakeFunding.policy.readsInputs
            ? ((await tokens.ownerOf(provider, request.token)) ?? null)
            : null;
        const base = { ...call, amount: request.amount, currency: request.currency };
        const funding = kind === 'bet' && request.amount > 0 ? await fundStake(bettor, request) : null;
        if (funding && 'overMaxBet' in funding) return refuse(base, 'BONUS_MAX_BET', bettor ?? undefined);
        const freeRounds = 'freeRoundsId' in request ? request.freeRoundsId : undefined;
        if (freeRounds && !(await isFreeRoundsWin(provider, request, freeRounds)))
          return refuse(
            base,
            'UNKNOWN_FREE_ROUNDS',
            (await tokens.ownerOf(provider, request.token)) ?? undefined,
          );
        const method = request.amount > 0 ? await methodOf(provider, request.gameId) : '';
        const effect: SeamlessEffect | null =
          request.amount <= 0
            ? null
            : freeRounds
              ? freeRoundsWin(request.amount, method, freeRounds)
              : {
                  type: kind,
                  amount: request.amount,
                  method,
                  ...(funding ? { lines: funding.lines } : {}),
                  ...(funding?.wagers ? { wagers: true as const } : {}),
                };
        const claim = (check: { ticket: number | null } | null) =>
          claimStake(db, {
            provider,
            kind,
            tokenHash: hashLaunchToken(request.token),
            now: now(),
            blockedCountries: geo.blockedCountries,
            checked: check !== null,
            ticket: check?.ticket ?? null,
            call: { ...base, effect },
          });
        let seen = await claim(null);
        const { token } = seen;
        if (!token) return refuse(base, 'INVALID_TOKEN');
        const player = { userId: token.userId, currency: token.currency };
        if (kind === 'bet' && seen.excluded) return refuse(base, 'PLAYER_RESTRICTED', player);
        if (kind === 'bet' && seen.gameRestricted) return refuse(base, 'GAME_RESTRICTED', player);
        // A player with a wager or loss limit: the stake is counted against the ledger, then claimed again with
        // the risk ticket its count read; a stake of the player's claimed meanwhile took it, so count again.
        for (let check = 1; kind === 'bet' && seen.limited && !seen.claimed; check++) {
          const checked = await betCheck({
            userId: token.userId,
            amount: request.amount,
            currency: request.currency,
          });
          if ('refused' in checked) return refuse(base, checked.refused, player);
          seen = await claim(checked);
          if (seen.excluded) return refuse(base, 'PLAYER_RESTRICTED', player);
          if (seen.ticketHeld) break;
          if (check >= MAX_ATTEMPTS)
            throw new Error("the stake's check was outrun by the player's other stakes; retry it");
        }
        if (seen.claimed) {
          if (kind === 'bet')
            await tokens.keepAlive({ tokenHash: hashLaunchToken(request.token), expiresAt: token.expiresAt });
          return settle({
            ...base,
            ...player,
            effect,
            transferId: null,
            referenceTransactionId: null,
            roundFunding: seen.roundFunding,
          });
        }
        // Blocked since the launch too (the operator may add a country while games are open); wins still pay.
        if (kind === 'bet' && geo.isBlocked(token.launchCountry))
          return refuse(base, 'COUNTRY_BLOCKED', player);
        if (kind === 'bet' && token.expiresAt <= now()) return refuse(base, 'TOKEN_EXPIRED', player);
        if (request.currency !== token.currency) return refuse(base, 'CURRENCY_MISMATCH', player);
        const { round } = seen;
        if (round && (round.userId !== token.userId || round.gameId !== request.gameId))
          return refuse(base, 'ROUND_MISMATCH', player);
        if (round?.status === 'closed') return refuse(base, 'ROUND_CLOSED', player);
        // Everything fitted, so the id was taken meanwhile (or the round was opened by a twin): read it again.
        throw new Taken();
      },
      true,
    );
  }

  /**
   * Rollback of a bet or win. An unknown target leaves a tombstone under its id (the late call is refused);
   * a target already cancelled, or that moved no money, is answered OK with nothing moved.
   */
  function rollback(provider: string, request: SeamlessRollbackRequest) {
    return once(provider, 'rollback', request, async (call) => {
      const base = { ...call, referenceTransactionId: request.referenceTransactionId };
      const lookup = await tokens.resolve(provider, request.token);
      if (lookup.status === 'unknown') return refuse(base, 'INVALID_TOKEN');
      const { token } = lookup;
      const player = { userId: token.userId, currency: token.currency };
      const target = await findCall(db, provider, request.referenceTransactionId);
      if (target?.state === 'pending') {
        // The target is still being finished (a twin in flight, or a crash): finish it, then decide again.
        await settle(target);
        throw new Taken();
      }
      // A free-rounds win became a bonus when it was credited: it is not taken back.
      if (target?.effect?.freeRounds)
        return refuse({ ...base, currency: token.currency }, 'UNKNOWN_TRANSACTION', player);
      if (target) {
        const sameCall =
          target.kind !== 'rollback' && target.userId === token.userId && target.roundId === request.roundId;
        if (!sameCall) return refuse({ ...base, currency: token.currency }, 'UNKNOWN_TRANSACTION', player);
      } else {
        const round = await findOrOpenRound(db, {
          provider,
          roundId: request.roundId,
          userId: token.userId,
          gameId: request.gameId,
          currency: token.currency,
        });
        if (round.userId !== token.userId || round.gameId !== request.gameId)
          return refuse({ ...base, currency: token.currency }, 'ROUND_MISMATCH', player);
      }
      // The money returns in the currency it moved in, whatever the token of this call says.
      const currency =
        target?.currency && isPlayerCurrency(target.currency) ? target.currency : token.currency;
      const pending = await db.transaction(async (tx) => {
        let effect: SeamlessEffect | null = null;
        if (!target)
          await insertOrTaken(
            {
              provider,
              transactionId: request.referenceTransactionId,
              id: randomUUID(),
              kind: 'tombstone',
              state: 'done',
              userId: token.userId,
              roundId: request.roundId,
              gameId: request.gameId,
              currency,
              rolledBackBy: request.transactionId,
            },
            tx,
          );
        else if (
          (await markRolledBack(tx, provider, target.transactionId, request.transactionId)) &&
          target.transferId &&
          target.effect
        )
          effect = {
            type: target.kind === 'bet' ? 'rollbackBet' : 'rollbackWin',
            amount: target.effect.amount,
            method: target.effect.method,
            cancels: target.transferId,
            lines: reverseLines(linesOf(target.effect, target.roundFunding)),
            ...(target.effect.wagers ? { wagers: true as const } : {}),
          };
        return insertOrTaken(
          { ...base, state: 'pending', userId: token.userId, currency, amount: effect?.amount ?? 0, effect },
          tx,
        );
      });
      return settle(pending);
    });
  }

  /** Moves a recorded call's money (once, by its ledger key), stores the answer and updates the round. */
  async function settle(call: PendingCall): Promise<SeamlessTransactionAnswer> {
    const { userId, currency } = call;
    if (!userId || !currency || !isPlayerCurrency(currency))
      throw new Error(`seamless call ${call.id} is pending without a player or currency`);
    let transferId = call.transferId;
    let refused: SeamlessErrorCode | undefined;
    let balanceAfter: number | undefined;
    if (call.effect) {
      // A bet or win is finished in its transfer's own statement. A rollback is not: the transfer it cancels is
      // marked after the money returns, and the call stays pending until then, so a retry completes it.
      const companion = call.effect.cancels ? undefined : finishedWith(call, currency, now());
      try {
        const moved = await wallet.transfer({
          ...transferOf(call, call.effect, userId, currency),
          companion,
        });
        transferId = moved.transferId;
        balanceAfter = moved.playerBalances?.real;
        if (companion && moved.applied)
          return balanceAfter === undefined
            ? storedAnswer(call)
            : okAnswer(call, currency, balanceAfter, moved.transferId);
      } catch (error) {
        refused = error instanceof AppError ? WALLET_REFUSALS[error.code] : undefined;
        if (!refused) throw error;
      }
      if (!refused && call.effect.cancels) await wallet.setStatus(call.effect.cancels, 'rollback');
    }
    const answer: SeamlessTransactionAnswer = refused
      ? await refusal(refused, { userId, currency })
      : okAnswer(
          call,
          currency,
          // The one-statement transfer answers the balance it has just written: no read after the commit.
          balanceAfter ?? (await realBalanceOf(userId, currency)),
          transferId ?? call.id,
        );
    const finished = await finishCall(
      db,
      call,
      { answer, transferId: refused ? null : transferId, at: now() },
      refused
        ? call.referenceTransactionId
          ? { kind: 'release', referenceTransactionId: call.referenceTransactionId }
          : null
        : roundEffect(call),
    );
    return finished ? answer : storedAnswer(call);
  }

  async function storedAnswer(call: PendingCall): Promise<SeamlessTransactionAnswer> {
    const stored = await findCall(db, call.provider, call.transactionId);
    if (!stored?.answer) throw new Error(`seamless call ${call.id} was finished without an answer`);
    return stored.answer;
  }

  return {
    bet: (provider: string, request: SeamlessBetRequest) => stake(provider, 'bet', request),
    win: (provider: string, request: SeamlessWinRequest) => stake(provider, 'win', request),
    rollback,
  };
}

export type SeamlessTransactions = ReturnType<typeof createSeamlessTransactions>;

function transferOf(
  call: PendingCall,
  effect: SeamlessEffect,
  userId: string,
  currency: PlayerCurrency,
): TransferRequest {
  return {
    idempotencyKey: ledgerKeyOf(call.provider, call.transactionId),
    type: effect.type,
    currency,
    phase: 'posted',
    status: 'complete',
    method: effect.method,
    reference: { kind: 'round', id: `${call.provider}:${call.roundId}` },
    userId,
    lines: transferLines(linesOf(effect, call.roundFunding), userId),
    ...(effect.wagers ? { events: [stakeEvent(call, effect, currency)] } : {}),
    ...(effect.freeRounds
      ? {
          events: [
            {
              type: 'game.free-rounds-won',
              payload: {
                freeRoundsId: effect.freeRounds,
                provider: call.provider,
                amount: effect.amount,
                currency,
              },
            },
          ],
        }
      : {}),
  };
}

/** A free-rounds batch's win: owed to the player as bonus money, which the bonus engine grants under its terms. */
function freeRoundsWin(amount: number, method: string, freeRounds: string): SeamlessEffect {
  return {
    type: 'freeSpinWin',
    amount,
    method,
    freeRounds,
    lines: [
      {
        from: { owner: 'platform', kind: 'house' },
        to: { owner: 'platform', kind: 'bonus_liability', key: '' },
        amount,
      },
    ],
  };
}

/** What a promotion engine hears of a stake placed under an active promotion, or of its rollback. */
function stakeEvent(call: PendingCall, effect: SeamlessEffect, currency: PlayerCurrency): DomainEventDraft {
  const stake = {
    provider: call.provider,
    roundId: call.roundId,
    gameId: call.gameId,
    currency,
    amount: effect.amount,
  };
  return effect.type === 'rollbackBet'
    ? {
        type: 'game.stake-cancelled',
        payload: { ...stake, transactionId: call.referenceTransactionId ?? '' },
      }
    : { type: 'game.stake-placed', payload: { ...stake, transactionId: call.transactionId } };
}

function okAnswer(
  call: PendingCall,
  currency: PlayerCurrency,
  balance: number,
  platformTransactionId: string,
): SeamlessTransactionAnswer {
  return { status: 'OK', currency, balance, transactionId: call.transactionId, platformTransactionId };
}

/** The finish of a bet or win, to be written with its transfer (see finishedWithTransfer). */
function finishedWith(call: PendingCall, currency: PlayerCurrency, at: Date): CompanionWrite {
  const { roundId, bet, win, funding, close } = roundEffect(call);
  return companionWrite(finishedWithTransfer, {
    provider: call.provider,
    transactionId: call.transactionId,
    currency,
    at: at.toISOString(),
    roundId,
    bet,
    win,
    funding: JSON.stringify(funding),
    close,
  });
}

/** What an accepted call changes in its round (finishCall's `round` effect). */
function roundEffect(call: PendingCall): Extract<FinishEffect, { kind: 'round' }> {
  return {
    kind: 'round',
    roundId: call.roundId,
    ...roundChange(call),
    funding: roundFundingChange(call.effect),
    close: call.roundClosed,
  };
}

/** What a finished call adds to its round's stake and win totals. */
function roundChange(call: PendingCall): { bet: number; win: number } {
  if (call.kind === 'bet') return { bet: call.amount, win: 0 };
  if (call.kind === 'win') return { bet: 0, win: call.amount };
  if (call.effect?.type === 'rollbackBet') return { bet: -call.effect.amount, win: 0 };
  if (call.effect?.type === 'rollbackWin') return { bet: 0, win: -call.effect.amount };
  return { bet: 0, win: 0 };
}
