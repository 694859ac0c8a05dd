import type { Db } from '../platform/db/client.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import { seedBonusCampaigns } from '../modules/bonuses/bonuses.seed.ts';

export interface SeedOptions {
  /** Overwrite demo rows that already exist (npm run seed); on start only missing rows are added. */
  refresh: boolean;
}

/** Loads every module's demo content. Safe to run again. */
export async function seedDemoContent(db: Db, options: SeedOptions): Promise<Record<string, number>> {
  return {
    content: await seedContent(db, options),
    bonusCampaigns: await seedBonusCampaigns(db, options),
  };
}
