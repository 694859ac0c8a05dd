import { en, type CrashMessages } from './en.ts';

/** British English: the same words as English here. */
export const gb: CrashMessages = { ...en };
