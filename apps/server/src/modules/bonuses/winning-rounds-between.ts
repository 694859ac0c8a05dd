import type { WinningRound } from '../game-wallet/winning-rounds.ts';
import type { BonusesContext } from './bonuses.context.ts';

/** Rounds read per page. */
const PAGE = 1_000;

const keyOf = (round: WinningRound) => `${round.provider}\u0000${round.roundId}`;

/**
 * Every winning round settled in [from, to), newest first, read page by page through the game wallet's
 * `winningRounds`, which knows no cursor: each page reads up to the millisecond after the oldest round of the
 * last (its times are whole milliseconds, the database's finer), skipping the rounds already seen there. A page
 * that brings nothing new (a page's worth of rounds settled within one millisecond) is read again, larger.
 */
export async function* winningRoundsBetween(
  read: BonusesContext['winningRounds'],
  from: Date,
  to: Date,
): AsyncGenerator<WinningRound> {
  let until = to;
  let limit = PAGE;
  /** The rounds seen at or after the oldest time read so far, by key, with their time. */
  let seen = new Map<string, number>();
  for (;;) {
    const page = await read({
      since: new Date(from.getTime() - 1),
      until,
      order: 'settled',
      limit,
      eurPerUnit: {},
    });
    const fresh = page.filter((round) => !seen.has(keyOf(round)));
    for (const round of fresh) if (round.settledAt >= from && round.settledAt < to) yield round;
    const oldest = page.at(-1)?.settledAt.getTime();
    if (page.length < limit || oldest === undefined) return;
    if (fresh.length === 0) {
      limit *= 2;
      continue;
    }
    const kept = [...seen, ...fresh.map((round) => [keyOf(round), round.settledAt.getTime()] as const)];
    seen = new Map(kept.filter(([, time]) => time >= oldest));
    until = new Date(oldest + 1);
  }
}
