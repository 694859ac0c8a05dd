import type { TFunction } from 'i18next';
import type { FreeSpinsAward } from '@casino/contracts';
import { formatNumber, type Language } from '@casino/rules';

/**
 * An award's spins as §3 shows them: played/limit for the day when it has a daily limit ('3/10 today'), else
 * the count left ('12').
 */
export function freeSpinsCountText(
  t: TFunction,
  award: Pick<FreeSpinsAward, 'number' | 'numberDay' | 'dayLimit'>,
  language: Language,
): string {
  if (award.dayLimit === null) return formatNumber(award.number, language);
  return t('bonuses.freeSpins.perDay', {
    used: formatNumber(award.numberDay, language),
    limit: formatNumber(award.dayLimit, language),
  });
}
