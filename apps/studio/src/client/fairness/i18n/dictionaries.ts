import { de } from './de.ts';
import { en, type FairnessMessages } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { gb } from './gb.ts';
import type { Language } from '../../i18n/languages.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { sk } from './sk.ts';
import { sl } from './sl.ts';

export const DICTIONARIES: Record<Language, FairnessMessages> = {
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
