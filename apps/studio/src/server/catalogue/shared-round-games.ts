/**
 * The games played in shared rounds (docs/studio.md, "Shared rounds"): one table each, which every player of the
 * game joins. They follow the generated catalogue, so they change no generated game's id.
 */
import type { GameType } from '@casino/contracts';
import { CATEGORIES } from './categories.ts';
import type { CrashGame } from './catalogue-game.ts';
import { STUDIOS } from './studios.ts';
import { themeByKey } from './themes.ts';
import { studioTileArt } from './tile-art.ts';
import { GAMES_PER_STUDIO } from './studios.ts';

/** The crash game's house edge: a published return of 97 %, the same for every cash-out target. */
export const JET_HOUSE_EDGE = 0.03;

export function sharedRoundGames(): CrashGame[] {
  const studioIndex = STUDIOS.findIndex((studio) => studio.id === 'northern-lights');
  const studio = STUDIOS[studioIndex];
  if (!studio) throw new Error('the crash game has no studio');
  const theme = themeByKey('space');
  // The studio's own games come first in its art plan, so the crash game takes an emblem none of them has.
  const lineup = Array.from({ length: GAMES_PER_STUDIO }, (_, index) => ({
    theme: themeByKey(studio.themes[index % studio.themes.length] as string),
    type: studio.lineup[index % studio.lineup.length] as GameType,
  }));
  const plan = studioTileArt(studioIndex, [...lineup, { theme, type: 'crash' }]).at(-1);
  if (!plan) throw new Error('the crash game has no art');
  return [
    {
      id: 'jet',
      name: 'Jet',
      studio,
      type: 'crash',
      theme,
      colours: plan.colours,
      art: plan.art,
      categories: [CATEGORIES.instantGames, CATEGORIES.new],
      badges: ['new', 'wagering'],
      hasDemo: true,
      isWagering: true,
      volatility: 'high',
      kind: 'crash',
      houseEdge: JET_HOUSE_EDGE,
      rtp: 1 - JET_HOUSE_EDGE,
    },
  ];
}
