import { en, type CardsMessages } from './en.ts';

/** British English names the cards as English does. */
export const gb: CardsMessages = { ...en };
