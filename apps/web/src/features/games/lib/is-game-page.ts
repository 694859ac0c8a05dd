import { splitLanguage } from '../../../lib/language.ts';

/**
 * Whether `pathname` is the game page (`/game/…`, with or without a language segment), where the shell leaves
 * out the bottom bar and the install banner so the game fits a phone's screen. Kept apart from the game paths
 * so that the shell, on every first screen, loads only this.
 */
export function isGamePage(pathname: string): boolean {
  const { language, rest } = splitLanguage(pathname);
  const path = language ? rest : pathname;
  return path === '/game' || path.startsWith('/game/');
}
