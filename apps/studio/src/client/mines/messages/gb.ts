import { en, type MinesMessages } from './en.ts';

/** British English: the same words as English here. */
export const gb: MinesMessages = { ...en };
