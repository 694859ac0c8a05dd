import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { CARDS_TEXTS } from './index.ts';

describeGameDictionaries('playing cards', CARDS_TEXTS);
