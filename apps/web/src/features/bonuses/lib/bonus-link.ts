import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { isPromotionSlug } from '../api/get-promotion.ts';

/**
 * A bonus link (`action?data=bonus:<slug>`, §2.4, §3 "activated by link"): the data route stores the value under
 * `actionData`; the offer opens once in the EVENT modal and the value is removed. A guest who chooses to sign up
 * or log in from it has it stored again, so that the offer opens once more after signing in.
 */
const PREFIX = 'bonus:';

/** The slug of a bonus link's data value, or null for any other value (kept as the data route stored it). */
export function bonusLinkSlug(data: string | null): string | null {
  if (data === null || !data.startsWith(PREFIX)) return null;
  const slug = data.slice(PREFIX.length);
  return isPromotionSlug(slug) ? slug : null;
}

/** Opens the offer of the stored bonus link, if one is stored, and removes it. Says whether it opened. */
export function openStoredBonusLink(): boolean {
  const slug = bonusLinkSlug(storage.get(STORAGE_KEYS.actionData));
  if (slug === null) return false;
  storage.remove(STORAGE_KEYS.actionData);
  openModal('EVENT', { slug });
  return true;
}

/** Keeps the offer of `slug` for after signing in (the signed-in watcher opens it). */
export function keepBonusLink(slug: string): void {
  storage.set(STORAGE_KEYS.actionData, `${PREFIX}${slug}`);
}
