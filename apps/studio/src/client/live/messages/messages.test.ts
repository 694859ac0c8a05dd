import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { LIVE_TEXTS } from './index.ts';

describeGameDictionaries('live', LIVE_TEXTS, []);
