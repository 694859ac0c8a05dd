/**
 * The playing cards' names as a screen reader reads them, in English. Each rank is a whole name with the suit
 * put in, so that every language can order and inflect the words as it needs.
 */
export const en = {
  ace: 'Ace of {suit}',
  two: 'Two of {suit}',
  three: 'Three of {suit}',
  four: 'Four of {suit}',
  five: 'Five of {suit}',
  six: 'Six of {suit}',
  seven: 'Seven of {suit}',
  eight: 'Eight of {suit}',
  nine: 'Nine of {suit}',
  ten: 'Ten of {suit}',
  jack: 'Jack of {suit}',
  queen: 'Queen of {suit}',
  king: 'King of {suit}',
  spades: 'spades',
  hearts: 'hearts',
  diamonds: 'diamonds',
  clubs: 'clubs',
  faceDown: 'face-down card',
} satisfies Record<string, string>;

export type CardsMessages = Record<keyof typeof en, string>;
