import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { MINES_TEXTS } from './index.ts';

describeGameDictionaries('mines', MINES_TEXTS, ['minesLabel', 'start', 'tableMultiplier', 'rulesHeading']);
