import type { SeedCampaignTexts } from './campaigns.ts';
import { en } from './en.ts';

/** British English: the English texts use no American spelling or usage, so they stand as they are. */
export const gb: SeedCampaignTexts = en;
