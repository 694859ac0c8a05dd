import { en, type FairnessMessages } from './en.ts';

/** British English: English with the words and spellings that differ in the UK. */
export const gb: FairnessMessages = {
  ...en,
  statusVoid: 'Cancelled',
  rouletteColour: 'Colour',
  pageVerifyText: 'Or enter a round ID below and your browser will recompute the whole round for you.',
};
