import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { BLACKJACK_TEXTS } from './index.ts';

describeGameDictionaries('blackjack', BLACKJACK_TEXTS, ['resultBlackjack', 'handLine']);
