import { createHash } from 'node:crypto';
import {
  WINNER_LISTS,
  WINNER_LIST_RULES,
  WINNER_RANKING_EUR_PER_UNIT,
  winnersHiddenFor,
  type WinnerList,
} from '@casino/rules';
import type { WinnerRow, Winners } from '@casino/contracts';
import { createReadCache } from '../../platform/cache/read-cache.ts';
import type { WinningRound } from '../game-wallet/winning-rounds.ts';
import type { WinnersOptions } from './winners.context.ts';

const HOUR_MS = 3_600_000;
/** Every page asks for the same lists, so each is read from the database at most once per this time per node. */
const LIST_CACHE_MS = 2_000;
/** How often new wins are looked for and pushed to open pages (one node at a time, winners.module.ts). */
export const ANNOUNCE_EVERY_MS = 3_000;
/**
 * Each look overlaps the previous one by this much, so that a round committed a moment after its settlement time
 * is not missed; a row pushed twice is merged by its id on the page.
 */
const ANNOUNCE_OVERLAP_MS = 2_000;
/** At most this many rows per push: the latest tab shows 20. */
const ANNOUNCE_ROWS = WINNER_LIST_RULES.latest.rows;
/** How many pushed rows a node remembers: more than two looks can find. */
const ANNOUNCED_MEMORY = 4 * ANNOUNCE_ROWS;

/** Who is asking: the address decides the visitor's country, the account its registered one. */
export interface WinnersAudience {
  ip: string;
  userId: string | null;
}

/**
 * The top winners (§2.7, docs/product-decisions.md, Top winners): each tab's rows from real settled rounds, an
 * audience that must not see the block told so, and new wins pushed to open pages.
 */
export function createWinnersService(options: WinnersOptions) {
  const lists = createReadCache({
    ttlMs: LIST_CACHE_MS,
    maxEntries: WINNER_LISTS.length,
    now: () => options.now().getTime(),
  });
  let announcedUntil: Date | null = null;
  /** Rows already pushed by this node, so that the overlap of two looks does not push one twice. */
  let announced = new Set<string>();

  async function toRows(rounds: readonly WinningRound[]): Promise<WinnerRow[]> {
    const [logins, games] = await Promise.all([
      options.maskedLoginsOf(rounds.map((round) => round.userId)),
      Promise.all(rounds.map((round) => options.gameNameOf(round.provider, round.gameId))),
    ]);
    return rounds.map((round, index) => ({
      id: rowId(round),
      amount: round.won - round.staked,
      currency: round.currency,
      login: logins.get(round.userId) ?? '***',
      game: games[index] ?? '',
      wonAt: round.settledAt.toISOString(),
    }));
  }

  async function readList(list: WinnerList): Promise<WinnerRow[]> {
    const rule = WINNER_LIST_RULES[list];
    const since = new Date(options.now().getTime() - rule.windowHours * HOUR_MS);
    return toRows(
      await options.winningRounds({
        since,
        order: rule.order,
        limit: rule.rows,
        eurPerUnit: WINNER_RANKING_EUR_PER_UNIT,
      }),
    );
  }

  async function hiddenFor(audience: WinnersAudience): Promise<boolean> {
    const { userId } = audience;
    const [accountCountry, onBreak] = userId
      ? await Promise.all([options.accountCountryOf(userId), options.onBreak(userId)])
      : [null, false];
    return winnersHiddenFor({
      visitorCountry: options.visitorCountryOf(audience.ip),
      accountCountry,
      onBreak,
    });
  }

  /** A tab's rows, or `shown: false` for an audience that does not see the block. */
  async function list(list: WinnerList, audience: WinnersAudience): Promise<Winners> {
    if (await hiddenFor(audience)) return { shown: false, rows: [] };
    return { shown: true, rows: await lists.read(list, () => readList(list)) };
  }

  /**
   * Pushes the rounds settled as wins since the last look to every open page (`winners.added.v1`), newest
   * first; nothing when there are none. The first look of a node reaches back one interval. Answers how many
   * rows it pushed.
   */
  async function announceNew(): Promise<number> {
    const until = options.now();
    const since = new Date(
      (announcedUntil ?? new Date(until.getTime() - ANNOUNCE_EVERY_MS)).getTime() - ANNOUNCE_OVERLAP_MS,
    );
    const rounds = await options.winningRounds({
      since,
      until,
      order: 'settled',
      limit: ANNOUNCE_ROWS,
      eurPerUnit: WINNER_RANKING_EUR_PER_UNIT,
    });
    announcedUntil = until;
    const fresh = (await toRows(rounds)).filter((row) => !announced.has(row.id));
    if (fresh.length === 0) return 0;
    announced = new Set([...fresh.map((row) => row.id), ...announced].slice(0, ANNOUNCED_MEMORY));
    lists.clear();
    await options.publish({ kind: 'broadcast' }, { type: 'winners.added.v1', data: { rows: fresh } });
    return fresh.length;
  }

  return { list, announceNew };
}

export type WinnersService = ReturnType<typeof createWinnersService>;

/** A row's id: stable for its round, and not the provider's round id, which a public page has no need of. */
function rowId(round: WinningRound): string {
  return createHash('sha256')
    .update(`${round.provider}\u0000${round.roundId}`)
    .digest('base64url')
    .slice(0, 16);
}
