import type { GameDictionaries } from '../../i18n/game-messages.ts';
import { de } from './de.ts';
import { en, type LiveMessages } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { gb } from './gb.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { sk } from './sk.ts';
import { sl } from './sl.ts';

export const LIVE_TEXTS: GameDictionaries<LiveMessages> = { en, gb, de, fr, ro, sk, es, pt, sl };
