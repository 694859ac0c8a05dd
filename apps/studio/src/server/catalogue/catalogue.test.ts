import { rtpOfDice, rtpOfSlot, validateSlotDefinition } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { catalogue, DICE_REFERENCE_BET, generateCatalogue } from './generate-catalogue.ts';
import { betLevels } from './bet-levels.ts';
import { GAME_TYPES, studioCatalogueSchema } from '@casino/contracts';
import { publishCatalogue } from './publish-catalogue.ts';
import { publishedTableRtp } from './table-games.ts';

describe('the generated catalogue', () => {
  const { games, generatedInMs } = catalogue();

  it('has at least 150 games from at least 8 studios, every type present', () => {
    expect(games.length).toBeGreaterThanOrEqual(150);
    expect(new Set(games.map((game) => game.studio.id)).size).toBeGreaterThanOrEqual(8);
    // A shared-round game is one table that every player joins: one game of its type.
    for (const type of GAME_TYPES)
      expect(games.filter((game) => game.type === type).length).toBeGreaterThan(type === 'crash' ? 0 : 4);
    expect(games.filter((game) => game.type === 'crash').map((game) => game.name)).toEqual(['Jet']);
    const edges = new Set(games.flatMap((game) => (game.kind === 'dice' ? [game.houseEdge] : [])));
    expect(edges.size).toBeGreaterThanOrEqual(3);
  });

  it('fills the table and instant categories: table-games, roulette, blackjack, baccarat, poker, instant_games', () => {
    for (const slug of ['table-games', 'roulette', 'blackjack', 'baccarat', 'poker', 'instant_games']) {
      const inCategory = games.filter((game) => game.categories.some((category) => category.slug === slug));
      expect(inCategory.length, slug).toBeGreaterThan(4);
      expect(inCategory.filter((game) => game.hasDemo).length, slug).toBeGreaterThan(0);
    }
  });

  it('gives unique slug ids and unique names', () => {
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.name)).size).toBe(games.length);
    for (const game of games) expect(game.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('is the same on every run', () => {
    const again = generateCatalogue();
    expect(again.games.map((game) => [game.id, game.rtp, game.badges])).toEqual(
      games.map((game) => [game.id, game.rtp, game.badges]),
    );
  }, 60_000);

  it('publishes every RTP exactly as the math computes it', () => {
    for (const game of games) {
      if (game.kind === 'dice') {
        expect(game.rtp).toBe(rtpOfDice({ ...DICE_REFERENCE_BET, houseEdge: game.houseEdge }));
      } else if (game.kind === 'crash') {
        expect(game.rtp).toBe(1 - game.houseEdge);
      } else if (game.kind === 'live') {
        expect(game.rtp).toBe(publishedTableRtp(game.type, 0));
      } else if (game.kind !== 'slot') {
        expect(game.rtp).toBe(publishedTableRtp(game.kind, game.houseEdge));
        expect(game.rtp).toBeGreaterThanOrEqual(0.97);
      } else {
        expect(validateSlotDefinition(game.definition)).toEqual([]);
        expect(game.rtp).toBe(rtpOfSlot(game.definition).total);
        expect(game.rtp).toBeGreaterThan(0.9);
        expect(game.rtp).toBeLessThan(0.99);
      }
    }
  });

  it('marks new, top and wagering games, drops and wins in category 587', () => {
    for (const badge of ['new', 'top', 'wagering'] as const) {
      expect(games.filter((game) => game.badges.includes(badge)).length).toBeGreaterThan(5);
    }
    for (const game of games) {
      expect(game.badges.includes('new')).toBe(game.categories.some((category) => category.id === 1));
      expect(game.badges.includes('top')).toBe(game.categories.some((category) => category.id === 2));
      expect(game.type === 'drops-and-wins').toBe(game.categories.some((category) => category.id === 587));
    }
    expect(games.filter((game) => game.hasDemo).length).toBeGreaterThan(games.length * 0.9);
  });

  it('is generated within a few seconds', () => {
    expect(generatedInMs).toBeLessThan(15_000);
  });

  it('publishes a list the schema accepts, with absolute image URLs', () => {
    const published = studioCatalogueSchema.parse(publishCatalogue(catalogue(), 'https://studio.example'));
    expect(published.version).toBe(1);
    expect(published.games[0]?.images.desktop).toBe(
      `https://studio.example/studio/art/${games[0]?.id}/desktop.svg`,
    );
  });
});

describe('bet levels', () => {
  it('run from 0.10 to 100.00 euro in whole coins of the game', () => {
    expect(betLevels('EUR', 1).levels).toEqual([
      10, 20, 40, 50, 100, 200, 400, 500, 1_000, 2_000, 5_000, 10_000,
    ]);
    const ways = betLevels('EUR', 100);
    expect(ways.levels[0]).toBe(100);
    for (const level of ways.levels) expect(level % 100).toBe(0);
    expect(betLevels('RON', 20).defaultBet).toBe(500);
  });
});
