import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';

/** At most this many recent searches of each kind are kept. */
export const MAX_RECENT = 10;

/** A provider the player opened from the search. */
export interface RecentProvider {
  id: number;
  name: string;
}

/** `entry` first, an earlier equal one dropped (`same`), at most MAX_RECENT. */
export function withRecent<T>(list: readonly T[], entry: T, same: (a: T, b: T) => boolean): T[] {
  return [entry, ...list.filter((item) => !same(item, entry))].slice(0, MAX_RECENT);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameProvider = (a: RecentProvider, b: RecentProvider) => a.id === b.id;

function read<T>(key: string, valid: (value: unknown) => value is T): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(valid).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isProvider = (value: unknown): value is RecentProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentProvider).id === 'number' &&
  typeof (value as RecentProvider).name === 'string';

/** The game searches (`gameRecentSearches`, §3), most recent first. */
export const recentGameSearches = () => read(STORAGE_KEYS.gameRecentSearches, isText);
/** The providers opened from the search (`providerRecentSearches`, §3), most recent first. */
export const recentProviders = () => read(STORAGE_KEYS.providerRecentSearches, isProvider);

export function rememberGameSearch(text: string): string[] {
  const next = withRecent(recentGameSearches(), text.trim(), sameText);
  storage.set(STORAGE_KEYS.gameRecentSearches, JSON.stringify(next));
  return next;
}

export function rememberProvider(provider: RecentProvider): RecentProvider[] {
  const next = withRecent(recentProviders(), { id: provider.id, name: provider.name }, sameProvider);
  storage.set(STORAGE_KEYS.providerRecentSearches, JSON.stringify(next));
  return next;
}

export function forgetGameSearch(text: string): string[] {
  const next = recentGameSearches().filter((item) => !sameText(item, text));
  storage.set(STORAGE_KEYS.gameRecentSearches, JSON.stringify(next));
  return next;
}

export function forgetProvider(id: number): RecentProvider[] {
  const next = recentProviders().filter((item) => item.id !== id);
  storage.set(STORAGE_KEYS.providerRecentSearches, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  storage.remove(STORAGE_KEYS.gameRecentSearches);
  storage.remove(STORAGE_KEYS.providerRecentSearches);
}
