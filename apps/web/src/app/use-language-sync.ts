import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@casino/rules';
import { changeLanguage } from '../lib/i18n.ts';
import { splitLanguage } from '../lib/language.ts';
import { STORAGE_KEYS, storage } from '../lib/storage-keys.ts';

/**
 * Keeps the translations in step with the path's language: after the boot the path is the source of truth
 * (links, Back and Forward can all change it). A language prefix reached this way is remembered as the choice.
 * An unsupported segment changes nothing (that page is the 404).
 */
export function useLanguageSync(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { language, unsupported } = splitLanguage(pathname);
  const target = language ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    if (unsupported || i18n.language === target) return;
    if (language) storage.set(STORAGE_KEYS.language, language);
    changeLanguage(target).catch((error: unknown) =>
      console.error('language: loading translations failed', error),
    );
  }, [i18n, language, target, unsupported]);
}
