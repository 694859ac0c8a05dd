/**
 * Generates the studio's catalogue: every studio makes GAMES_PER_STUDIO games from its themes and lineup.
 * Everything follows from the tables in studios.ts and themes.ts, so the same code always gives the same games
 * with the same ids. Building the slot math takes a few seconds; catalogue() builds it once per process.
 */
import type { GameType } from '@casino/contracts';
import {
  makeSlotDefinition,
  rtpOfBonusBuy,
  rtpOfDice,
  rtpOfSlot,
  standardPaylineCount,
  type SlotPresetParams,
  type SlotVolatility,
} from '@casino/game-math';
import { CATEGORIES, categoriesOfType } from './categories.ts';
import type { Badge, CatalogueGame, DiceGame, SlotGame, TableGame } from './catalogue-game.ts';
import { sharedRoundGames } from './shared-round-games.ts';
import { GAMES_PER_STUDIO, STUDIOS, type Studio } from './studios.ts';
import {
  INSTANT_HOUSE_EDGES,
  isTableGameType,
  publishedTableRtp,
  TABLE_NAME_SUFFIX,
  TABLE_VOLATILITY,
  type TableGameType,
} from './table-games.ts';
import { LOW_SYMBOL_LABELS, themeByKey, type Theme } from './themes.ts';
import { studioTileArt, type ArtPlan } from './tile-art.ts';

/** House edges of the dice variants, cycled. */
const DICE_HOUSE_EDGES = [0.01, 0.015, 0.02, 0.025, 0.03];
/** The bet dice RTP is published for (every target returns the same, up to the multiplier's flooring). */
export const DICE_REFERENCE_BET = { direction: 'under', target: 50 } as const;
/** The newest games of each studio carry the new badge. */
const NEW_PER_STUDIO = 2;

export interface Catalogue {
  readonly games: readonly CatalogueGame[];
  readonly byId: ReadonlyMap<string, CatalogueGame>;
  /** How long generation took, milliseconds. */
  readonly generatedInMs: number;
}

let built: Catalogue | null = null;

/** The catalogue, generated on first use. */
export function catalogue(): Catalogue {
  built ??= generateCatalogue();
  return built;
}

export function generateCatalogue(): Catalogue {
  const started = performance.now();
  const themeUses = new Map<string, number>();
  const games: CatalogueGame[] = [];
  STUDIOS.forEach((studio, studioIndex) => {
    const lineup = Array.from({ length: GAMES_PER_STUDIO }, (_, index) => ({
      theme: themeByKey(studio.themes[index % studio.themes.length] as string),
      type: studio.lineup[index % studio.lineup.length] as GameType,
    }));
    const plans = studioTileArt(studioIndex, lineup);
    lineup.forEach(({ theme, type }, index) => {
      const use = themeUses.get(theme.key) ?? 0;
      themeUses.set(theme.key, use + 1);
      games.push(makeGame(studio, index, theme, use, type, games.length, plans[index] as ArtPlan));
    });
  });
  games.push(...sharedRoundGames());
  return {
    games,
    byId: new Map(games.map((game) => [game.id, game])),
    generatedInMs: performance.now() - started,
  };
}

function makeGame(
  studio: Studio,
  index: number,
  theme: Theme,
  themeUse: number,
  type: GameType,
  position: number,
  { art, colours }: ArtPlan,
): CatalogueGame {
  // 25 distinct adjective/noun pairs per theme: the noun index steps by 2 each round of adjectives.
  const adjective = theme.adjectives[themeUse % 5] as string;
  const noun = theme.nouns[(themeUse + 2 * Math.floor(themeUse / 5)) % 5] as string;
  const base = `${adjective} ${noun}`;
  const name =
    type === 'megaways'
      ? `${base} Megaways`
      : type === 'drops-and-wins'
        ? `${base} Drops`
        : type === 'dice'
          ? `${base} Dice`
          : isTableGameType(type)
            ? `${base} ${TABLE_NAME_SUFFIX[type]}`
            : base;
  const id = slugify(name);
  const volatility = isTableGameType(type)
    ? TABLE_VOLATILITY[type]
    : (studio.volatility[index % studio.volatility.length] as SlotVolatility);
  const isNew = index >= GAMES_PER_STUDIO - NEW_PER_STUDIO;
  const isTop = position % 6 === 1;
  // Table and instant games count towards wagering at their type's weight (@casino/rules WAGERING_WEIGHTS).
  const isWagering =
    type === 'slot-lines' || type === 'slot-ways' || type === 'drops-and-wins' || isTableGameType(type);
  const badges: Badge[] = [
    ...(isNew ? (['new'] as const) : []),
    ...(isTop ? (['top'] as const) : []),
    ...(isWagering ? (['wagering'] as const) : []),
  ];
  const categories = [
    ...categoriesOfType(type),
    ...(isNew ? [CATEGORIES.new] : []),
    ...(isTop ? [CATEGORIES.top] : []),
  ];
  const common = {
    id,
    name,
    studio,
    type,
    theme,
    colours,
    art,
    categories,
    badges,
    hasDemo: position % 29 !== 11,
    isWagering,
    volatility,
  };
  if (type === 'dice') {
    const houseEdge = DICE_HOUSE_EDGES[themeUse % DICE_HOUSE_EDGES.length] as number;
    const game: DiceGame = {
      ...common,
      kind: 'dice',
      houseEdge,
      rtp: rtpOfDice({ ...DICE_REFERENCE_BET, houseEdge }),
    };
    return game;
  }
  if (isTableGameType(type)) {
    const instant = type === 'mines' || type === 'plinko';
    const houseEdge = instant ? (INSTANT_HOUSE_EDGES[themeUse % INSTANT_HOUSE_EDGES.length] as number) : 0;
    const game: TableGame = { ...common, kind: type, houseEdge, rtp: publishedTableRtp(type, houseEdge) };
    return game;
  }
  if (type === 'crash') throw new Error('the crash game is made by shared-round-games.ts');
  const params = slotParams(id, type, index, volatility, studio.rtps[index % studio.rtps.length] as number);
  const definition = makeSlotDefinition(params);
  const slotRtp = rtpOfSlot(definition);
  const bonusBuy = definition.bonusBuy ? rtpOfBonusBuy(definition) : null;
  const game: SlotGame = {
    ...common,
    kind: 'slot',
    definition,
    slotRtp,
    rtp: slotRtp.total,
    bonusBuyRtp: bonusBuy?.rtp ?? null,
    featureValueInBets: slotRtp.expectedFeatureSpins * slotRtp.freeSpinWin,
    bonusBuyValueInBets: bonusBuy?.featureValue ?? null,
    symbolNames: symbolNames(
      theme,
      definition.symbols.map((symbol) => symbol.id),
    ),
  };
  return game;
}

function slotParams(
  id: string,
  type: Exclude<GameType, 'dice' | 'crash' | TableGameType>,
  index: number,
  volatility: SlotVolatility,
  targetRtp: number,
): SlotPresetParams {
  const themeSymbols = 6 + (index % 5);
  const common = { id, themeSymbols, volatility, targetRtp };
  const lines = (reels: number, rows: number, wanted: number): SlotPresetParams['pays'] => ({
    kind: 'lines',
    lines: Math.min(wanted, standardPaylineCount(reels, rows)),
  });
  switch (type) {
    case 'slot-lines': {
      const rows = index % 3 === 2 ? 4 : 3;
      return {
        ...common,
        reels: 5,
        rows,
        pays: lines(5, rows, [10, 20, 25][index % 3] as number),
        variant: 'classic',
      };
    }
    case 'slot-ways': {
      const reels = index % 2 === 0 ? 5 : 6;
      return { ...common, reels, rows: index % 3 === 0 ? 3 : 4, pays: { kind: 'ways' }, variant: 'classic' };
    }
    case 'megaways':
      return { ...common, reels: 6, rows: 7, pays: { kind: 'ways' }, variant: 'megaways' };
    case 'bonus-buy':
      return index % 2 === 0
        ? { ...common, reels: 5, rows: 4, pays: { kind: 'ways' }, variant: 'bonusBuy' }
        : { ...common, reels: 5, rows: 3, pays: lines(5, 3, 20), variant: 'bonusBuy' };
    case 'drops-and-wins':
      return { ...common, reels: 5, rows: 3, pays: lines(5, 3, 20), variant: 'dropsAndWins' };
  }
}

/** High symbols take the theme's names, low symbols card ranks. */
function symbolNames(theme: Theme, ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    ids.map((id) => {
      const number = Number.parseInt(id.slice(1), 10) - 1;
      if (id.startsWith('H')) return [id, theme.symbols[number]?.[0] ?? id];
      if (id.startsWith('L')) return [id, LOW_SYMBOL_LABELS[number] ?? id];
      return [id, id === 'WILD' ? 'Wild' : 'Bonus'];
    }),
  );
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
