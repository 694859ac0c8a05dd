import { en, type PlinkoMessages } from './en.ts';

/** British English: the same words as English here. */
export const gb: PlinkoMessages = { ...en };
