import type { Language } from '@casino/rules';
import type { BonusGrant, MyBonuses } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { campaignVersionTexts } from './bonuses.repo.ts';
import { grantsOf } from './grants.repo.ts';
import type { BonusGrantRow } from './grants.tables.ts';

/** How many ended bonuses the player's history shows. */
const HISTORY_SIZE = 50;

/**
 * The player's bonuses as `profile/bonuses` shows them: the active one with its balance and progress, the queue
 * in grant order, and the history. Titles are the ones of the campaign version each bonus was granted under.
 */
export async function myBonuses(
  db: Db,
  userId: string,
  language: Language,
  bonusBalance: (currency: string) => Promise<number>,
): Promise<MyBonuses> {
  const rows = await grantsOf(db, userId);
  const texts = await campaignVersionTexts(
    db,
    rows.map((row) => row.campaignId),
  );
  const view = (row: BonusGrantRow, balance: number): BonusGrant => {
    const version = texts.get(`${row.campaignId}:${row.campaignVersion}`);
    return {
      id: row.id,
      slug: version?.slug ?? '',
      title: version?.texts[language].title ?? '',
      trigger: row.triggerKind,
      status: row.status,
      currency: row.currency as BonusGrant['currency'],
      amount: row.amount,
      balance,
      wagered: Math.min(row.wagered, row.wageringRequired),
      wageringRequired: row.wageringRequired,
      maxBet: row.maxBet,
      minBet: row.minBet,
      maxCashOut: row.maxCashOut,
      contributions: row.terms.contributions,
      grantedAt: row.grantedAt.toISOString(),
      activatedAt: row.activatedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      endReason: row.endReason,
      convertedAmount: row.convertedAmount,
    };
  };
  const activeRow = rows.find((row) => row.status === 'active');
  return {
    active: activeRow ? view(activeRow, await bonusBalance(activeRow.currency)) : null,
    queue: rows
      .filter((row) => row.status === 'queued')
      .reverse()
      .map((row) => view(row, 0)),
    history: rows
      .filter((row) => row.status !== 'active' && row.status !== 'queued')
      .slice(0, HISTORY_SIZE)
      .map((row) => view(row, 0)),
  };
}
