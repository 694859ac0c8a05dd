import type { CardsMessages } from './en.ts';

/**
 * Slovak names a card with the suit as an adjective agreeing with the rank (srdcová dáma, pikové eso,
 * krížový kráľ): the suit is the adjective's stem and each rank adds its ending.
 */
export const sk: CardsMessages = {
  ace: '{suit}é eso',
  two: '{suit}á dvojka',
  three: '{suit}á trojka',
  four: '{suit}á štvorka',
  five: '{suit}á päťka',
  six: '{suit}á šestka',
  seven: '{suit}á sedmička',
  eight: '{suit}á osmička',
  nine: '{suit}á deviatka',
  ten: '{suit}á desiatka',
  jack: '{suit}ý dolník',
  queen: '{suit}á dáma',
  king: '{suit}ý kráľ',
  spades: 'pikov',
  hearts: 'srdcov',
  diamonds: 'károv',
  clubs: 'krížov',
  faceDown: 'karta otočená lícom nadol',
};
