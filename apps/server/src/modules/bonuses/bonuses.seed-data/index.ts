import type { Language } from '@casino/rules';
import type { SeedCampaignTexts } from './campaigns.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { gb } from './gb.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { sk } from './sk.ts';
import { sl } from './sl.ts';

/** The demo campaigns' texts in every language. */
export const SEED_CAMPAIGN_TEXTS: Record<Language, SeedCampaignTexts> = {
  en,
  gb,
  de,
  fr,
  ro,
  sk,
  es,
  pt,
  sl,
};
