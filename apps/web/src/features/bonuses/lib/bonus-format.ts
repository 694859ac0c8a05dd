import type { TFunction } from 'i18next';
import type { BonusGrant, GameContributions } from '@casino/contracts';
import { LANGUAGE_LOCALES, type Language } from '@casino/rules';

const HOUR_MS = 3_600_000;

/** A day for players, in the page's language: 'Nov 27, 2026' in English, '27.11.2026' in German. */
export function formatDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'medium' }).format(date);
}

/** A moment for players, in the page's language: 'Nov 27, 2026, 2:30 PM'. */
export function formatMoment(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A percentage as the language writes it, with at most one decimal: 42.5 → '42.5%', '42,5 %'. */
export function formatPercentage(percent: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/**
 * The time from `now` until `until`, in days and hours ('6 days 4 hr'), hours alone under a day, minutes under an
 * hour; null once it has passed. Always rounded down, so it never promises more time than there is.
 */
export function formatTimeLeft(until: string, now: number, language: Language): string | null {
  const left = Date.parse(until) - now;
  if (!(left > 0)) return null;
  const locale = LANGUAGE_LOCALES[language];
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: name === 'day' ? 'long' : 'short',
    }).format(value);
  const hours = Math.floor(left / HOUR_MS);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days > 0) return rest > 0 ? `${unit(days, 'day')} ${unit(rest, 'hour')}` : unit(days, 'day');
  if (hours > 0) return unit(hours, 'hour');
  return unit(Math.max(1, Math.floor(left / 60_000)), 'minute');
}

/**
 * How far the wagering has come, in percent (0–100): rounded down to a tenth, so it reads 100% only when done.
 * A bonus without wagering counts as done.
 */
export function wageringPercent(grant: Pick<BonusGrant, 'wagered' | 'wageringRequired'>): number {
  if (grant.wageringRequired <= 0) return 100;
  const percent = (Math.max(0, grant.wagered) / grant.wageringRequired) * 100;
  return Math.min(100, Math.floor(percent * 10) / 10);
}

/**
 * What counts towards wagering, in plain words: the default share and the exceptions, by game type, category
 * and game ("All games count 100% towards wagering unless listed: Dice game 10%, Slot with bonus buy 0%.").
 * Types and categories read as the games pages name them; a single game by its id.
 */
export function contributionsText(
  t: TFunction,
  contributions: GameContributions,
  language: Language,
): string {
  const percent = (value: number) => formatPercentage(value, language);
  const exceptions = [
    ...Object.entries(contributions.byType).map(
      ([type, value]) => `${t(`games.types.${type}`)} ${percent(value)}`,
    ),
    ...Object.entries(contributions.byCategory).map(
      ([category, value]) => `${t(`routes.category.${category}`)} ${percent(value)}`,
    ),
    ...contributions.byGame.map((game) => `${game.gameId} ${percent(game.percent)}`),
  ];
  const list = new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'unit', style: 'short' }).format(
    exceptions,
  );
  if (contributions.defaultPercent === 0)
    return exceptions.length === 0
      ? t('bonuses.contributions.none')
      : t('bonuses.contributions.onlyListed', { list });
  const all = percent(contributions.defaultPercent);
  return exceptions.length === 0
    ? t('bonuses.contributions.all', { percent: all })
    : t('bonuses.contributions.allExcept', { percent: all, list });
}
