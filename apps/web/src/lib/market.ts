import { useSyncExternalStore } from 'react';
import {
  LANGUAGES,
  marketOfCountry,
  REFERRAL_CODE_PATTERN,
  visitorOffer,
  type Language,
  type Market,
  type VisitorOffer,
} from '@casino/rules';
import { useSessionUser } from './session.ts';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/**
 * The market rules of §4 in the browser: which market a visitor is in (the signed-in player's account country,
 * else the visitor's country from /api/geo at boot) and what the site offers them. The server holds the same
 * offer (registration currency, referral codes, the drops-and-wins list); these decide what the pages show.
 */

let visitorCountry: string | null = null;
const listeners = new Set<() => void>();

/** Called once at boot with the visitor's country (ISO alpha-2 or alpha-3); null when unknown. */
export function setVisitorCountry(country: string | null): void {
  visitorCountry = country;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sessionArea = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Whether the visitor came through a referral link (`?ref=CODE`, the referral link of §3): the code is kept for
 * the visit in session storage, so later pages still know.
 */
export function rememberReferral(search: string): boolean {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code && REFERRAL_CODE_PATTERN.test(code)) storage.set(STORAGE_KEYS.referralCode, code, sessionArea());
  return rememberedReferralCode() !== undefined;
}

/** The referral code the visitor came with this visit (sent with the registration); undefined without one. */
export function rememberedReferralCode(): string | undefined {
  return storage.get(STORAGE_KEYS.referralCode, sessionArea()) ?? undefined;
}

function useVisitorCountry(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => visitorCountry,
    () => visitorCountry,
  );
}

/** The market whose rules apply to the page: the account's country once signed in, else the visitor's. */
export function useMarket(): Market {
  const user = useSessionUser();
  const visitor = useVisitorCountry();
  return marketOfCountry(user?.country ?? visitor);
}

/** What a visitor is offered (§4): the restricted languages and EUR for a UK visitor without a referral code. */
export function useVisitorOffer(): VisitorOffer {
  const user = useSessionUser();
  const visitor = useVisitorCountry();
  const referred = rememberedReferralCode() !== undefined;
  if (user) return { languages: null, currency: null, language: null };
  return visitorOffer({ country: visitor, referred });
}

/** The languages the pickers list: the visitor's offer, and always the page's own language. */
export function useOfferedLanguages(current: Language): readonly Language[] {
  const { languages } = useVisitorOffer();
  if (languages === null) return LANGUAGES;
  return LANGUAGES.filter((language) => language === current || languages.includes(language));
}
