import { sql } from 'drizzle-orm';
import { compiledStatement } from '@casino/server-kit';
import { isPlayerCurrency, type PlayerCurrency } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import type { BetGuard, GameRestriction } from './game-wallet.context.ts';
import type { RoundFundingSnapshot, RoundStatus, SeamlessEffect } from './game-wallet.tables.ts';

export interface StakeClaimInput {
  provider: string;
  kind: 'bet' | 'win';
  tokenHash: string;
  now: Date;
  /** Countries (ISO alpha-2) whose launch tokens may no longer bet. */
  blockedCountries: readonly string[];
  /** Whether the full player-protection check has allowed this bet (a `limited` player's second claim). */
  checked: boolean;
  /** A checked bet's risk ticket as its check read it (null: no limit applied); the claim takes it. */
  ticket: number | null;
  /** The call's row as it is recorded when everything fits. */
  call: {
    id: string;
    transactionId: string;
    requestHash: string;
    roundId: string;
    gameId: string;
    roundClosed: boolean;
    amount: number;
    currency: string;
    effect: SeamlessEffect | null;
  };
}

export interface StakeClaimResult {
  /** The launch token as this provider's, or null when it is not one of its tokens. */
  token: { userId: string; currency: PlayerCurrency; expiresAt: Date; launchCountry: string | null } | null;
  /** The round as it stands (opened by this statement when the call fits and the round was new). */
  round: { userId: string; gameId: string; status: RoundStatus } | null;
  /** Whether the call was recorded as pending: the token fits, the round is the player's and open, the id new. */
  claimed: boolean;
  /**
   * A win's: the round's stake funding recorded with it when sources other than real money paid stakes in the
   * round (the win is split back in that proportion); null otherwise.
   */
  roundFunding: RoundFundingSnapshot | null;
  /** A bet's: the token's player is on a break (the bet is refused). */
  excluded: boolean;
  /** A bet's: the operator restricts the game in the token's launch country (the bet is refused). */
  gameRestricted: boolean;
  /** A bet's: the token's player has a wager or loss limit (the bet waits for the full check). */
  limited: boolean;
  /**
   * A checked bet's: false when another stake or deposit of the player took the risk ticket since the check (the
   * bet was not claimed and is checked again); true otherwise.
   */
  ticketHeld: boolean;
}

interface Row {
  token: { user_id: string; currency: string; expires_at: string; launch_country: string | null } | null;
  round: { user_id: string; game_id: string; status: RoundStatus } | null;
  claimed: boolean;
  round_funding: RoundFundingSnapshot | null;
  excluded: boolean | null;
  game_restricted: boolean | null;
  limited: boolean | null;
  ticket_held: boolean;
}

interface ClaimValues extends Record<string, unknown> {
  provider: string;
  kind: 'bet' | 'win';
  tokenHash: string;
  now: string;
  /** A PostgreSQL array literal of alpha-2 codes. */
  blocked: string;
  currency: string;
  roundId: string;
  gameId: string;
  transactionId: string;
  id: string;
  requestHash: string;
  roundClosed: boolean;
  amount: number;
  effect: string | null;
  checked: boolean;
  ticket: number | null;
}

/**
 * The hot path of a bet or win in one statement (one round trip, one commit): reads the launch token and, for a
 * bet, the player's protection state (`guard`), opens the round for the token's player when the call fits (token
 * of this provider, in this currency; for a bet also live, not launched from a blocked country, the player not on
 * a break, the game not restricted in the launch country, and without wager or loss limits unless the full check
 * has allowed the bet), and records the call as
 * pending when the round is the player's, of this game and open, and the transaction id is new. Answers what it
 * saw, so the caller can tell which condition refused a call that was not recorded.
 */
const claimStatementFor = (guard: BetGuard, restriction: GameRestriction) =>
  compiledStatement<ClaimValues, Row>((v) => {
    const state = guard(sql`(select user_id from token)`, sql`${v.now}::timestamptz`);
    const restricted = restriction(
      sql`${v.provider}::text`,
      sql`${v.gameId}::text`,
      sql`token.launch_country`,
    );
    // A checked bet is claimed only with the risk ticket its check read (null: no limit applied, nothing to take).
    const ticketHeld = sql`(not ${v.checked}::boolean or ${v.ticket}::bigint is null or exists (select 1 from ticket))`;
    return sql`
    with unflushed as (
      -- This statement's commit does not wait for its WAL to reach the disk (docs/seamless-wallet.md, "The
      -- claim's commit"): nothing is answered on the claim alone, and the write that answers commits durably,
      -- which flushes the WAL up to and past this claim first.
      select set_config('synchronous_commit', 'off', true) as setting
    ), token as (
      select user_id, currency, expires_at, launch_country from seamless_launch_tokens
       where token_hash = ${v.tokenHash} and provider = ${v.provider}
    ), guard as (
      select case when ${v.kind}::text = 'bet' then ${state.excluded} else false end as excluded,
             case when ${v.kind}::text = 'bet' then ${state.limited} else false end as limited,
             case when ${v.kind}::text = 'bet' and token.launch_country is not null then ${restricted}
                  else false end as game_restricted
        from token
    ), ticket as (
      ${state.takeTicket(sql`(case when ${v.kind}::text = 'bet' and ${v.checked}::boolean then ${v.ticket}::bigint end)`)}
    ), fit as (
      select user_id, currency from token, guard
       where currency = ${v.currency}
         and ${ticketHeld}
         and (${v.kind}::text = 'win'
              or (expires_at > ${v.now}::timestamptz
                  and (launch_country is null or launch_country <> all(${v.blocked}::text[]))
                  and not guard.excluded
                  and not guard.game_restricted
                  and (${v.checked}::boolean or not guard.limited)))
    ), opened as (
      insert into seamless_rounds (provider, round_id, user_id, game_id, currency)
      select ${v.provider}::text, ${v.roundId}::text, user_id, ${v.gameId}::text, currency from fit
      on conflict do nothing
      returning user_id, game_id, status, bet_total, stake_funding
    ), round as (
      select user_id, game_id, status, bet_total, stake_funding from opened
      union all
      select user_id, game_id, status, bet_total, stake_funding from seamless_rounds
       where provider = ${v.provider} and round_id = ${v.roundId} and not exists (select 1 from opened)
    ), claimed as (
      insert into seamless_transactions (provider, transaction_id, id, kind, state, request_hash, user_id,
                                         round_id, game_id, currency, round_closed, amount, effect,
                                         round_funding)
      select ${v.provider}::text, ${v.transactionId}::text, ${v.id}::uuid, ${v.kind}::text, 'pending',
             ${v.requestHash}::text, fit.user_id, ${v.roundId}::text, ${v.gameId}::text,
             ${v.currency}::text, ${v.roundClosed}::boolean, ${v.amount}::bigint, ${v.effect}::jsonb,
             case when ${v.kind}::text = 'win' and round.stake_funding <> '{}'::jsonb
                  then jsonb_build_object('staked', round.bet_total, 'bySource', round.stake_funding) end
        from fit join round on round.user_id = fit.user_id
       where round.game_id = ${v.gameId} and round.status = 'open'
      on conflict do nothing
      returning round_funding
    )
    select (select row_to_json(token) from token) as token,
           (select json_build_object('user_id', user_id, 'game_id', game_id, 'status', status) from round)
             as round,
           exists (select 1 from claimed) as claimed,
           (select round_funding from claimed) as round_funding,
           (select excluded from guard) as excluded,
           (select game_restricted from guard) as game_restricted,
           (select limited from guard) as limited,
           (select setting from unflushed) as synchronous_commit,
           ${ticketHeld} as ticket_held`;
  });

/**
 * The claim of a bet or win (see claimStatementFor), with the protection state `guard` asks and the game's
 * country restriction `restriction` asks.
 */
export function createStakeClaim(guard: BetGuard, restriction: GameRestriction) {
  const statement = claimStatementFor(guard, restriction);
  return (db: Db, input: StakeClaimInput) => claimStake(statement, db, input);
}

export type StakeClaim = ReturnType<typeof createStakeClaim>;

async function claimStake(
  statement: ReturnType<typeof claimStatementFor>,
  db: Db,
  input: StakeClaimInput,
): Promise<StakeClaimResult> {
  const { provider, kind, call } = input;
  const rows = await statement.run(db, {
    provider,
    kind,
    tokenHash: input.tokenHash,
    now: input.now.toISOString(),
    // A PostgreSQL array literal; the codes are validated alpha-2 letters (geo.service.ts).
    blocked: `{${input.blockedCountries.join(',')}}`,
    currency: call.currency,
    roundId: call.roundId,
    gameId: call.gameId,
    transactionId: call.transactionId,
    id: call.id,
    requestHash: call.requestHash,
    roundClosed: call.roundClosed,
    amount: call.amount,
    effect: call.effect === null ? null : JSON.stringify(call.effect),
    checked: input.checked,
    ticket: input.ticket,
  });
  const [row] = rows;
  if (!row) throw new Error('the stake claim answered no row');
  return {
    // Tokens are only made in a player currency (launch-tokens.service.ts); anything else is no token of ours.
    token:
      row.token && isPlayerCurrency(row.token.currency)
        ? {
            userId: row.token.user_id,
            currency: row.token.currency,
            expiresAt: new Date(row.token.expires_at),
            launchCountry: row.token.launch_country,
          }
        : null,
    round: row.round
      ? { userId: row.round.user_id, gameId: row.round.game_id, status: row.round.status }
      : null,
    claimed: row.claimed,
    roundFunding: row.round_funding,
    excluded: row.excluded === true,
    gameRestricted: row.game_restricted === true,
    limited: row.limited === true,
    ticketHeld: row.ticket_held,
  };
}
