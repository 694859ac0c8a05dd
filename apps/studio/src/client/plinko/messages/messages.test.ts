import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { PLINKO_TEXTS } from './index.ts';

describeGameDictionaries('plinko', PLINKO_TEXTS, ['tableMultiplier', 'riskMedium', 'rulesHeading']);
