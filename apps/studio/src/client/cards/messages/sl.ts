import type { CardsMessages } from './en.ts';

/** Slovenian names a card by its rank and the colour it belongs to (as barve pik). */
export const sl: CardsMessages = {
  ace: 'As barve {suit}',
  two: 'Dvojka barve {suit}',
  three: 'Trojka barve {suit}',
  four: 'Štirica barve {suit}',
  five: 'Petica barve {suit}',
  six: 'Šestica barve {suit}',
  seven: 'Sedmica barve {suit}',
  eight: 'Osmica barve {suit}',
  nine: 'Devetka barve {suit}',
  ten: 'Desetka barve {suit}',
  jack: 'Fant barve {suit}',
  queen: 'Dama barve {suit}',
  king: 'Kralj barve {suit}',
  spades: 'pik',
  hearts: 'srce',
  diamonds: 'karo',
  clubs: 'križ',
  faceDown: 'karta, obrnjena navzdol',
};
