import { useCallback } from 'react';
import type { Card } from '@casino/game-math';
import { useGameMessages } from '../i18n/game-messages.ts';
import { cardName } from './card-names.ts';
import { CARDS_TEXTS } from './messages/index.ts';

/** Names cards in the page's language ("Queen of hearts", "face-down card"), for labels and announcements. */
export function useCardNames(): (card: Card | null) => string {
  const text = useGameMessages(CARDS_TEXTS);
  return useCallback((card: Card | null) => cardName(card, text, text.locale), [text]);
}
