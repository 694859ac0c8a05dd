import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { VIDEO_POKER_TEXTS } from './index.ts';

// 'Full house' and 'Flush' are the poker names in several languages; the game's name stays English.
describeGameDictionaries('video poker', VIDEO_POKER_TEXTS, ['handFullHouse', 'handFlush']);
