/**
 * How each game's tile is composed (art/tile-svg.ts draws it). The choices are made per studio, game by game in
 * the studio's order: every game takes an emblem no earlier game of its studio has (its theme's motifs first),
 * and same-theme games turn their palette, backdrop and composition, so a studio's tiles never look alike.
 */
import type { GameType } from '@casino/contracts';
import { shiftHue, shiftLightness } from './colour.ts';
import { SHAPES, type Shape, type Theme } from './themes.ts';

export const BACKDROPS = ['rays', 'rings', 'stripes', 'dots', 'waves', 'lattice'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

/** Where the emblem and its two companions sit: alone, a trio below, two in orbit above, or tilted. */
export const COMPOSITIONS = ['single', 'trio', 'orbit', 'tilted'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

export interface TileArt {
  /** The main shape; different for every game of a studio. */
  readonly emblem: Shape;
  /** Two smaller shapes of the theme that the composition places round the emblem. */
  readonly companions: readonly [Shape, Shape];
  readonly backdrop: Backdrop;
  readonly composition: Composition;
}

export interface TileColours {
  /** Background gradient, top to bottom. */
  readonly from: string;
  readonly to: string;
  readonly accent: string;
}

/** Hue turns, degrees, of a theme's first, second… game in a studio: background, then accent. */
const BACKGROUND_TURNS = [0, 34, -34, 68, -68, 17, -17, 51];
const ACCENT_TURNS = [0, 45, -45, 150, 20, -20, 90, -90];

export interface ArtPlan {
  readonly art: TileArt;
  readonly colours: TileColours;
}

/** The art of a studio's games, given in the studio's order with their theme and type. */
export function studioTileArt(
  studioIndex: number,
  games: readonly { readonly theme: Theme; readonly type: GameType }[],
): ArtPlan[] {
  const usedEmblems = new Set<Shape>();
  const themeUses = new Map<string, number>();
  const themeOrder = [...new Set(games.map((game) => game.theme.key))];
  // A small turn per studio, so a theme two studios share is not painted the same in both.
  const studioTurn = ((studioIndex * 7) % 15) - 7;
  return games.map(({ theme, type }) => {
    const use = themeUses.get(theme.key) ?? 0;
    themeUses.set(theme.key, use + 1);
    const emblem = [...theme.motifs, ...SHAPES].find((shape) => !usedEmblems.has(shape));
    if (emblem === undefined) throw new RangeError('a studio has more games than there are shapes');
    usedEmblems.add(emblem);
    const others = theme.motifs.filter((shape) => shape !== emblem);
    const pick = (offset: number): Shape => others[(use + offset) % others.length] as Shape;
    const slot = themeOrder.indexOf(theme.key);
    const turn = (BACKGROUND_TURNS[use % BACKGROUND_TURNS.length] as number) + studioTurn;
    return {
      art: {
        emblem,
        companions: type === 'dice' ? ['dice', pick(0)] : [pick(0), pick(3)],
        backdrop: BACKDROPS[(use + slot * 2 + studioIndex) % BACKDROPS.length] as Backdrop,
        composition: COMPOSITIONS[(use + slot) % COMPOSITIONS.length] as Composition,
      },
      colours: {
        from: shiftHue(theme.palette.from, turn),
        to: shiftLightness(shiftHue(theme.palette.to, turn), -0.02),
        accent: shiftHue(theme.palette.accent, ACCENT_TURNS[use % ACCENT_TURNS.length] as number),
      },
    };
  });
}
