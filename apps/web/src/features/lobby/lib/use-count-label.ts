import { useTranslation } from 'react-i18next';
import { gameCountLabel } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';

/** A section title's count from the live catalogue ("2,600+ games"), rounded down; none for an empty one. */
export function useCountLabel(): (games: number | undefined) => string | undefined {
  const { t } = useTranslation();
  const language = useLanguage();
  return (games) => {
    const figure = gameCountLabel(games ?? 0, language);
    if (!figure) return undefined;
    return t(figure.exact ? 'lobby.sections.countExact' : 'lobby.sections.count', { amount: figure.text });
  };
}
