import type { MessageKey } from '../i18n/index.ts';

/** A short message over the game: a refusal, or news such as free spins won. */
export interface Notice {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly tone: 'error' | 'info';
}
