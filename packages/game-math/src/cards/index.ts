/** Playing cards: a card, the deck order, shoes and the stream's shuffle of a shoe. */
export type { Card, Rank, Suit } from './cards.ts';
/** The suits and ranks in deck order. */
export { SUITS, RANKS } from './cards.ts';
/** The 52 cards, a shoe of decks, and a shoe shuffled by the stream. */
export { deck, shoe, shuffledShoe } from './cards.ts';
/** A card as two characters ('AS', 'TH') and back. */
export { cardCode, cardOfCode } from './cards.ts';
