import type { Language, PlayerCurrency } from '@casino/rules';
import type { Platform } from '../../platform/platform.ts';
import { AppError } from '../../platform/errors.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import type { BonusesContext } from './bonuses.context.ts';
import { createCampaigns } from './campaigns.service.ts';
import { isOfferedTo, toPromotion, visitorCurrency, type Visitor } from './promotions.ts';

/** Who asks for promotions, as a route knows them. */
export interface PromotionReader {
  language: Language;
  currency: PlayerCurrency | undefined;
  ip: string;
  userId: string | null;
}

/** Bonus campaigns and the promotions they offer (docs/bonuses.md). */
export function createBonuses(platform: Platform, context: BonusesContext) {
  const { db } = platform;
  const now = platform.clock ?? (() => new Date());
  const campaigns = createCampaigns(db, now, context.knownCountry);

  async function visitorOf(reader: PromotionReader): Promise<Visitor> {
    const player = reader.userId ? await context.playerOf(reader.userId) : null;
    return {
      language: reader.language,
      currency: visitorCurrency(reader.language, reader.currency, player?.currency ?? null),
      country: player?.country ?? context.countryOf(reader.ip),
    };
  }

  /** The running campaigns offered to the reader, newest first; none to a player on a break from gambling. */
  async function offered(reader: PromotionReader) {
    const visitor = await visitorOf(reader);
    if (reader.userId && (await context.onBreak(reader.userId))) return { visitor, rows: [] };
    const rows = await runningCampaignRows(db, now());
    return { visitor, rows: rows.filter((row) => isOfferedTo(row, visitor)) };
  }

  async function promotions(reader: PromotionReader) {
    const { visitor, rows } = await offered(reader);
    return { promotions: rows.filter((row) => row.listed).map((row) => toPromotion(row, visitor)) };
  }

  /** The welcome offer the reader is shown: the newest running welcome campaign offered to them. */
  async function welcomeOffer(reader: PromotionReader) {
    const { visitor, rows } = await offered(reader);
    const welcome = rows.find((row) => row.welcome);
    return { offer: welcome ? toPromotion(welcome, visitor) : null };
  }

  /** One promotion, listed or reached by its link, while it runs and is offered to the reader. */
  async function promotion(slug: string, reader: PromotionReader) {
    const { visitor, rows } = await offered(reader);
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw AppError.notFound('No such bonus.');
    return toPromotion(row, visitor);
  }

  return { campaigns, promotions, welcomeOffer, promotion };
}

export type Bonuses = ReturnType<typeof createBonuses>;
