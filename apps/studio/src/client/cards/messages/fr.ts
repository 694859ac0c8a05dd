import type { CardsMessages } from './en.ts';

export const fr: CardsMessages = {
  ace: 'As de {suit}',
  two: 'Deux de {suit}',
  three: 'Trois de {suit}',
  four: 'Quatre de {suit}',
  five: 'Cinq de {suit}',
  six: 'Six de {suit}',
  seven: 'Sept de {suit}',
  eight: 'Huit de {suit}',
  nine: 'Neuf de {suit}',
  ten: 'Dix de {suit}',
  jack: 'Valet de {suit}',
  queen: 'Dame de {suit}',
  king: 'Roi de {suit}',
  spades: 'pique',
  hearts: 'cœur',
  diamonds: 'carreau',
  clubs: 'trèfle',
  faceDown: 'carte face cachée',
};
