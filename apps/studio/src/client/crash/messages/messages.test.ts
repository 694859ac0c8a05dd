import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { CRASH_TEXTS } from './index.ts';

describeGameDictionaries('crash', CRASH_TEXTS, []);
