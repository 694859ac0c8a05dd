import type { CardsMessages } from './en.ts';

export const es: CardsMessages = {
  ace: 'As de {suit}',
  two: 'Dos de {suit}',
  three: 'Tres de {suit}',
  four: 'Cuatro de {suit}',
  five: 'Cinco de {suit}',
  six: 'Seis de {suit}',
  seven: 'Siete de {suit}',
  eight: 'Ocho de {suit}',
  nine: 'Nueve de {suit}',
  ten: 'Diez de {suit}',
  jack: 'Jota de {suit}',
  queen: 'Reina de {suit}',
  king: 'Rey de {suit}',
  spades: 'picas',
  hearts: 'corazones',
  diamonds: 'diamantes',
  clubs: 'tréboles',
  faceDown: 'carta boca abajo',
};
