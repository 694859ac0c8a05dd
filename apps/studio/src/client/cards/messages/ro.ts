import type { CardsMessages } from './en.ts';

export const ro: CardsMessages = {
  ace: 'As de {suit}',
  two: 'Doi de {suit}',
  three: 'Trei de {suit}',
  four: 'Patru de {suit}',
  five: 'Cinci de {suit}',
  six: 'Șase de {suit}',
  seven: 'Șapte de {suit}',
  eight: 'Opt de {suit}',
  nine: 'Nouă de {suit}',
  ten: 'Zece de {suit}',
  jack: 'Valet de {suit}',
  queen: 'Damă de {suit}',
  king: 'Popă de {suit}',
  spades: 'pică',
  hearts: 'cupă',
  diamonds: 'caro',
  clubs: 'treflă',
  faceDown: 'carte cu fața în jos',
};
