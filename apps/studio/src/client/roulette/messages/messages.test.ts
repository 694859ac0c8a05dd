import { describeGameDictionaries } from '../../i18n/game-dictionaries.test-support.ts';
import { ROULETTE_TEXTS } from './index.ts';

// The announced bets keep their French names at every table; a position's name is its kind and numbers.
describeGameDictionaries('roulette', ROULETTE_TEXTS, [
  'positionName',
  'voisins',
  'tiers',
  'orphelins',
  'jeuZero',
]);
