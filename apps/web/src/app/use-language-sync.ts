import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@casino/rules';
import { updateLanguage } from '../features/auth/api/update-language.ts';
import { languageDetector } from '../lib/detect-language.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { localizePath, splitLanguage } from '../lib/language.ts';
import { setSessionUserLanguage, useSessionUser } from '../lib/session.ts';
import { STORAGE_KEYS, storage } from '../lib/storage-keys.ts';

/**
 * Keeps the translations in step with the path's language: after the boot the path is the source of truth
 * (links, Back and Forward can all change it). A language prefix reached this way is remembered as the choice.
 * An unsupported segment changes nothing (that page is the 404).
 *
 * For a signed-in player (§4): once their session is known, their profile language comes first (one more run
 * of the language choice, which may move the page to that language); afterwards a language they switch to is
 * saved on the server.
 */
export function useLanguageSync(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const user = useSessionUser();
  const { language, unsupported } = splitLanguage(pathname);
  const target = language ?? DEFAULT_LANGUAGE;
  /** The player whose profile language was applied, and the language the page is moving to for it. */
  const profileApplied = useRef<string | null>(null);
  const movingTo = useRef<Language | null>(null);

  useEffect(() => {
    if (unsupported || i18n.language === target) return;
    if (language) storage.set(STORAGE_KEYS.language, language);
    changeLanguage(target).catch((error: unknown) =>
      console.error('language: loading translations failed', error),
    );
  }, [i18n, language, target, unsupported]);

  useEffect(() => {
    if (!user || unsupported) return;
    if (profileApplied.current !== user.id) {
      profileApplied.current = user.id;
      const chosen = languageDetector.run({
        profileLanguage: user.language,
        pathLanguage: language,
        storedLanguage: storage.get(STORAGE_KEYS.language),
      });
      if (chosen && chosen !== target) {
        movingTo.current = chosen;
        storage.set(STORAGE_KEYS.language, chosen);
        void navigate(localizePath(`${pathname}${search}${hash}`, chosen), {
          replace: true,
          state: state as unknown,
        });
      }
      return;
    }
    if (movingTo.current !== null) {
      if (movingTo.current === target) movingTo.current = null;
      return;
    }
    if (target === user.language) return;
    setSessionUserLanguage(target);
    updateLanguage(target).catch((error: unknown) =>
      console.error('language: saving the profile language failed', error),
    );
  }, [user, language, target, unsupported, pathname, search, hash, state, navigate]);
}
