import { en, type LiveMessages } from './en.ts';

/** British English: the same words as English here. */
export const gb: LiveMessages = { ...en };
