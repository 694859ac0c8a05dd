import { LANGUAGES } from '@casino/rules';
import type { CampaignInput } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { findCampaignBySlug } from './bonuses.repo.ts';
import { createCampaigns } from './campaigns.service.ts';
import { SEED_CAMPAIGN_TEXTS } from './bonuses.seed-data/index.ts';
import { seedCampaigns } from './bonuses.seed-data/campaigns.ts';

/** Demo campaigns run from the start of the year they were seeded in, so that they are on offer at once. */
const SEED_START = '2026-01-01T00:00:00.000Z';
/** Who saved a demo campaign, in the versions' audit. */
const SEEDED_BY = 'seed';

/** The demo campaigns with their texts in every language, as staff would send them. */
export function campaignSeed(): CampaignInput[] {
  return seedCampaigns().map((campaign) => ({
    ...campaign,
    startsAt: SEED_START,
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [language, SEED_CAMPAIGN_TEXTS[language][campaign.slug]]),
    ) as CampaignInput['texts'],
  }));
}

/**
 * Adds the demo campaigns that are missing; with `refresh`, saves the others again as a new version (a paused
 * one stays paused). Answers how many were added or saved.
 */
export async function seedBonusCampaigns(db: Db, options: { refresh: boolean }): Promise<number> {
  const campaigns = createCampaigns(db, () => new Date());
  let saved = 0;
  for (const input of campaignSeed()) {
    const existing = await findCampaignBySlug(db, input.slug);
    if (!existing) await campaigns.create(input, SEEDED_BY);
    else if (options.refresh) await campaigns.update(existing.id, input, SEEDED_BY);
    else continue;
    saved++;
  }
  return saved;
}
