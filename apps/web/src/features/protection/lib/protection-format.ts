import { LANGUAGE_LOCALES, type Language } from '@casino/rules';

/** A moment for players, in the page's language: '27 Nov 2026, 14:30'. */
export function formatMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A duration in minutes as hours and minutes in the page's language: '1 h 05 min' style, '0:45' style. */
export function formatMinutes(minutes: number, language: Language): string {
  const locale = LANGUAGE_LOCALES[language];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** The session time limits a player picks from, in minutes (10 minutes to 24 hours). */
export const SESSION_LIMIT_CHOICES = [10, 15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1_440] as const;

/** The reality-check intervals a player picks from, in minutes (10 minutes to 8 hours). */
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480] as const;

/** Whether a pending change may be confirmed at `now`. */
export function isConfirmable(pending: { confirmableFrom: string; lapsesAt: string }, now: number): boolean {
  return now >= Date.parse(pending.confirmableFrom) && now < Date.parse(pending.lapsesAt);
}
