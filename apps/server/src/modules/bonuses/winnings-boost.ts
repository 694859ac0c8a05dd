import type { Db } from '../../platform/db/client.ts';
import type { WinningRound } from '../game-wallet/winning-rounds.ts';
import type { BonusesContext } from './bonuses.context.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import type { BonusCampaignRow } from './bonuses.tables.ts';
import { grantPeriod } from './grant-period.ts';
import { contributionPercent } from './grant-terms.ts';
import { playersAtLimit } from './grants.repo.ts';
import type { Grants } from './grants.service.ts';
import { winningRoundsBetween } from './winning-rounds-between.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A player's best round on one game in one currency: its profit (win − stake), minor units. */
interface BestWin {
  provider: string;
  gameId: string;
  currency: string;
  profit: number;
}

/**
 * The winnings boost (docs/bonuses.md, Triggers): each running increase-winnings campaign grants every player who
 * won yesterday (UTC) its percentage of their largest round profit of that day on the campaign's games (those
 * counting towards its wagering), in the account's currency, within its minimum and maximum; once per campaign,
 * player and day (`winnings:<day>`). Only rounds the player staked on count: a free-rounds win or a provider's
 * gift is no round of theirs. Hourly and idempotent, so a run missed or failed is made good within the day.
 */
export function createWinningsBoost(
  db: Db,
  now: () => Date,
  grants: Pick<Grants, 'grant'>,
  context: Pick<BonusesContext, 'winningRounds' | 'gameOf'>,
) {
  /** The best round profit of each player on each game and currency settled in [from, to). */
  async function bestWins(from: Date, to: Date): Promise<Map<string, Map<string, BestWin>>> {
    const players = new Map<string, Map<string, BestWin>>();
    for await (const round of winningRoundsBetween(context.winningRounds, from, to)) {
      if (round.staked <= 0) continue;
      const profit = round.won - round.staked;
      const key = `${round.currency}\u0000${round.provider}\u0000${round.gameId}`;
      const wins = players.get(round.userId) ?? new Map<string, BestWin>();
      if ((wins.get(key)?.profit ?? 0) < profit) wins.set(key, bestWinOf(round, profit));
      players.set(round.userId, wins);
    }
    return players;
  }

  return async function boostYesterdaysWins(): Promise<void> {
    const at = now();
    const campaigns = await runningCampaignRows(db, at, 'increase_winnings');
    if (campaigns.length === 0) return;
    const today = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
    const yesterday = new Date(today - DAY_MS);
    const source = `winnings:${yesterday.toISOString().slice(0, 10)}`;
    const players = await bestWins(yesterday, new Date(today));
    const counts = countingGames(context.gameOf);
    for (const campaign of campaigns) {
      const { trigger, perPlayerLimit } = campaign.definition;
      // A run after the first of the day skips at once the players it already boosted.
      const done = await playersAtLimit(db, {
        campaignId: campaign.id,
        period: grantPeriod(trigger, at),
        limit: perPlayerLimit,
      });
      for (const [userId, wins] of players) {
        if (done.has(userId)) continue;
        for (const [currency, profit] of await bestByCurrency(campaign, [...wins.values()], counts))
          if (await grants.grant(campaign, userId, { source, qualifying: profit, currency })) break;
      }
    }
  };
}

function bestWinOf(round: WinningRound, profit: number): BestWin {
  return { provider: round.provider, gameId: round.gameId, currency: round.currency, profit };
}

/** Whether a game counts towards a campaign's wagering (above 0 %); the catalogue is asked once per game and run. */
function countingGames(gameOf: BonusesContext['gameOf']) {
  const facts = new Map<string, ReturnType<typeof gameOf>>();
  return async (campaign: BonusCampaignRow, win: BestWin): Promise<boolean> => {
    const key = `${win.provider}\u0000${win.gameId}`;
    const known = facts.get(key) ?? gameOf(win.provider, win.gameId);
    facts.set(key, known);
    const game = await known;
    const percent = contributionPercent(campaign.definition.terms.contributions, {
      provider: win.provider,
      gameId: win.gameId,
      type: game?.type ?? null,
      categories: game?.categories ?? [],
    });
    return percent > 0;
  };
}

/**
 * The player's largest profit in each currency on the campaign's games: only the account's currency is granted
 * (a player who changed currency yesterday has wins in two).
 */
async function bestByCurrency(
  campaign: BonusCampaignRow,
  wins: readonly BestWin[],
  counts: (campaign: BonusCampaignRow, win: BestWin) => Promise<boolean>,
): Promise<Map<string, number>> {
  const best = new Map<string, number>();
  for (const win of wins)
    if (win.profit > (best.get(win.currency) ?? 0) && (await counts(campaign, win)))
      best.set(win.currency, win.profit);
  return best;
}
