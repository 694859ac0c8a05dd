import type { CardsMessages } from './en.ts';

export const de: CardsMessages = {
  ace: '{suit}-Ass',
  two: '{suit}-Zwei',
  three: '{suit}-Drei',
  four: '{suit}-Vier',
  five: '{suit}-Fünf',
  six: '{suit}-Sechs',
  seven: '{suit}-Sieben',
  eight: '{suit}-Acht',
  nine: '{suit}-Neun',
  ten: '{suit}-Zehn',
  jack: '{suit}-Bube',
  queen: '{suit}-Dame',
  king: '{suit}-König',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  clubs: 'Kreuz',
  faceDown: 'verdeckte Karte',
};
