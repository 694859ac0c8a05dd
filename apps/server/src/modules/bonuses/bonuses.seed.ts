import { createHash } from 'node:crypto';
import { LANGUAGES } from '@casino/rules';
import type { BonusTriggerKind, CampaignInput } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findCampaignRow } from './bonuses.repo.ts';
import { createCampaigns } from './campaigns.service.ts';
import { SEED_CAMPAIGN_TEXTS } from './bonuses.seed-data/index.ts';
import { seedCampaigns } from './bonuses.seed-data/campaigns.ts';

/** Demo campaigns run from a date in the past, so that they are on offer at once. */
const SEED_START = '2026-01-01T00:00:00.000Z';
/** Who saved a demo campaign, in the versions' audit. */
const SEEDED_BY = 'seed';

/**
 * The gifts every new account receives unasked: a running one would change every new player's first minutes (its
 * free spins open the FREE_SPINS modal on sign-up or first sign-in, in demos and the end-to-end tests alike).
 */
const GIVEN_TO_EVERY_NEW_PLAYER: readonly BonusTriggerKind[] = ['registration', 'first_authorization'];

/** Whether a demo campaign starts paused: staff resume it when they mean every new player to have it. */
function startsPaused(input: Pick<CampaignInput, 'trigger'>): boolean {
  return GIVEN_TO_EVERY_NEW_PLAYER.includes(input.trigger.kind);
}

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
 * A demo campaign's id, the same on every database: the seed finds its campaigns by id, so staff may rename one
 * (its slug) without the next start adding it again.
 */
export function seedCampaignId(slug: string): string {
  const hex = createHash('sha256').update(`bonus-campaign:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Adds the demo campaigns that are missing; with `refresh`, saves the others again as a new version (a paused
 * one stays paused, a running one runs on). They start active but for the gifts of every new account
 * (`startsPaused`). Another node seeding at the same moment is no failure. Answers how many were added or saved.
 */
export async function seedBonusCampaigns(db: Db, options: { refresh: boolean }): Promise<number> {
  const campaigns = createCampaigns(
    db,
    () => new Date(),
    () => true,
  );
  let saved = 0;
  for (const input of campaignSeed()) {
    const id = seedCampaignId(input.slug);
    const existing = await findCampaignRow(db, id);
    try {
      if (!existing) await campaigns.create(input, SEEDED_BY, { id, paused: startsPaused(input) });
      else if (options.refresh)
        await campaigns.update(id, { ...input, version: existing.version }, SEEDED_BY);
      else continue;
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') continue;
      throw error;
    }
    saved++;
  }
  return saved;
}
