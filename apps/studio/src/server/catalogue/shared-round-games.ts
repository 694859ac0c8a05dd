/**
 * The games played in shared rounds (docs/studio.md, "Shared rounds"): one table each, which every player of the
 * game joins. They follow the generated catalogue, so they change no generated game's id.
 */
import type { GameType } from '@casino/contracts';
import { CATEGORIES } from './categories.ts';
import type { CrashGame, LiveGame } from './catalogue-game.ts';
import { publishedTableRtp } from './table-games.ts';
import { STUDIOS, GAMES_PER_STUDIO } from './studios.ts';
import { themeByKey, type Theme } from './themes.ts';
import { studioTileArt, type ArtPlan } from './tile-art.ts';

/** The crash game's house edge: a published return of 97 %, the same for every cash-out target. */
export const JET_HOUSE_EDGE = 0.03;

/** The studio's own games come first in its art plan, so each shared-round game takes an emblem none has. */
function artAfterLineup(
  studioId: string,
  extras: readonly { readonly theme: Theme; readonly type: GameType }[],
): { studio: (typeof STUDIOS)[number]; plans: ArtPlan[] } {
  const studioIndex = STUDIOS.findIndex((studio) => studio.id === studioId);
  const studio = STUDIOS[studioIndex];
  if (!studio) throw new Error(`no studio ${studioId}`);
  const lineup = Array.from({ length: GAMES_PER_STUDIO }, (_, index) => ({
    theme: themeByKey(studio.themes[index % studio.themes.length] as string),
    type: studio.lineup[index % studio.lineup.length] as GameType,
  }));
  return { studio, plans: studioTileArt(studioIndex, [...lineup, ...extras]).slice(lineup.length) };
}

function crashGames(): CrashGame[] {
  const theme = themeByKey('space');
  const { studio, plans } = artAfterLineup('northern-lights', [{ theme, type: 'crash' }]);
  const [plan] = plans;
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

/** The live-format tables: named for what they are, a table every player shares, dealt by an animated dealer. */
const LIVE_TABLES: readonly {
  id: string;
  name: string;
  type: LiveGame['type'];
  vip: boolean;
  theme: string;
}[] = [
  { id: 'roulette-hall', name: 'Roulette Hall', type: 'roulette', vip: false, theme: 'luxury' },
  { id: 'baccarat-hall', name: 'Baccarat Hall', type: 'baccarat', vip: false, theme: 'samurai' },
  { id: 'roulette-hall-vip', name: 'Roulette Hall VIP', type: 'roulette', vip: true, theme: 'gothic' },
];

function liveGames(): LiveGame[] {
  const extras = LIVE_TABLES.map((table) => ({ theme: themeByKey(table.theme), type: table.type }));
  const { studio, plans } = artAfterLineup('velvet-room', extras);
  return LIVE_TABLES.map((table, index) => {
    const plan = plans[index];
    const theme = extras[index]?.theme;
    if (!plan || !theme) throw new Error(`the live table ${table.id} has no art`);
    const category = table.type === 'roulette' ? CATEGORIES.roulette : CATEGORIES.baccarat;
    return {
      id: table.id,
      name: table.name,
      studio,
      type: table.type,
      theme,
      colours: plan.colours,
      art: plan.art,
      categories: [CATEGORIES.live, category, ...(table.vip ? [CATEGORIES.liveVip] : []), CATEGORIES.new],
      badges: ['new', 'wagering'],
      hasDemo: true,
      isWagering: true,
      volatility: 'medium',
      kind: 'live',
      vip: table.vip,
      rtp: publishedTableRtp(table.type, 0),
    };
  });
}

export function sharedRoundGames(): (CrashGame | LiveGame)[] {
  return [...crashGames(), ...liveGames()];
}
