import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { BACCARAT_TEXTS } from './index.ts';

// The same word in several languages: the chips, the banker's mark and the card's total.
describeGameDictionaries('baccarat', BACCARAT_TEXTS, ['chips', 'markBanker', 'handTotal']);
