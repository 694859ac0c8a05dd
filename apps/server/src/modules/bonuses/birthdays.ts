import type { Db } from '../../platform/db/client.ts';
import type { BonusesContext } from './bonuses.context.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import type { Grants } from './grants.service.ts';

/** Players read per page of birthdays. */
const PAGE = 500;

/**
 * The dates of birth whose birthday is the UTC day of `at`: its month and day, and on 28 February of a year
 * without a 29th, 29 February too (a player born on a leap day has a birthday every year).
 */
export function birthdaysOn(at: Date): { month: number; day: number }[] {
  const month = at.getUTCMonth() + 1;
  const day = at.getUTCDate();
  const year = at.getUTCFullYear();
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return month === 2 && day === 28 && !leap
    ? [
        { month, day },
        { month: 2, day: 29 },
      ]
    : [{ month, day }];
}

/**
 * The birthday job (docs/bonuses.md, Triggers): each running birthday campaign granted to the players whose
 * birthday is today (UTC), once a year (`birthday:<year>`, and the campaign's per-player limit in the year). It
 * runs every hour: a player whose birthday is entered, or whose break ends, later in the day still receives it.
 */
export function createBirthdayGifts(
  db: Db,
  now: () => Date,
  grants: Pick<Grants, 'grant'>,
  playersBornOn: BonusesContext['playersBornOn'],
) {
  return async function grantBirthdays(): Promise<void> {
    const at = now();
    const campaigns = await runningCampaignRows(db, at, 'birthday');
    if (campaigns.length === 0) return;
    const source = `birthday:${at.getUTCFullYear()}`;
    for (const on of birthdaysOn(at))
      for (let after: string | null = null; ;) {
        const userIds = await playersBornOn(on, { after, limit: PAGE });
        for (const userId of userIds)
          for (const campaign of campaigns)
            await grants.grant(campaign, userId, { source, qualifying: null });
        if (userIds.length < PAGE) break;
        after = userIds[userIds.length - 1] ?? null;
      }
  };
}
