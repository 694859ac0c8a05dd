import type { CardsMessages } from './en.ts';

export const pt: CardsMessages = {
  ace: 'Ás de {suit}',
  two: 'Dois de {suit}',
  three: 'Três de {suit}',
  four: 'Quatro de {suit}',
  five: 'Cinco de {suit}',
  six: 'Seis de {suit}',
  seven: 'Sete de {suit}',
  eight: 'Oito de {suit}',
  nine: 'Nove de {suit}',
  ten: 'Dez de {suit}',
  jack: 'Valete de {suit}',
  queen: 'Dama de {suit}',
  king: 'Rei de {suit}',
  spades: 'espadas',
  hearts: 'copas',
  diamonds: 'ouros',
  clubs: 'paus',
  faceDown: 'carta virada para baixo',
};
