import { describe, expect, it } from 'vitest';
import type { CatalogueGame, SlotGame } from '../catalogue/catalogue-game.ts';
import { catalogue } from '../catalogue/generate-catalogue.ts';
import { symbolSvg } from './symbol-svg.ts';
import { tileSvg } from './tile-svg.ts';

const games = catalogue().games;
const slot = games.find((game): game is SlotGame => game.kind === 'slot') as SlotGame;
const studios = [...new Set(games.map((game) => game.studio.id))].map((id) =>
  games.filter((game) => game.studio.id === id),
);

/** The picture alone: the SVG without its title, label, lettering and the sparkles seeded by the game id. */
const picture = (game: CatalogueGame, svg: string) =>
  svg
    .replace(new RegExp(`<circle [^>]*fill="${game.theme.palette.text}" opacity="[^"]*"/>`, 'g'), '')
    .replace(/<title>.*?<\/title>/, '')
    .replace(/ aria-label="[^"]*"/, '')
    .replace(/<text[^>]*>.*?<\/text>/g, '');

describe('tile artwork', () => {
  it('is an SVG of the right size with the game name and studio mark', () => {
    for (const game of games.slice(0, 20)) {
      const desktop = tileSvg(game, 'desktop');
      expect(desktop).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300"/);
      expect(desktop).toContain(`<title>${game.name}</title>`);
      expect(desktop).toContain(game.studio.mark);
      expect(desktop.endsWith('</svg>')).toBe(true);
      expect(tileSvg(game, 'mobile')).toMatch(/width="300" height="400"/);
    }
  });

  it('is the same every time and differs between games', () => {
    const [first, second] = games as [CatalogueGame, CatalogueGame];
    expect(tileSvg(first, 'desktop')).toBe(tileSvg(first, 'desktop'));
    expect(tileSvg(first, 'desktop')).not.toBe(tileSvg(second, 'desktop'));
  });

  it('never draws two games of a studio alike: each has its own emblem and picture', () => {
    for (const studioGames of studios) {
      const emblems = studioGames.map((game) => game.art.emblem);
      expect(new Set(emblems).size, studioGames[0]?.studio.id).toBe(studioGames.length);
      for (const format of ['mobile', 'desktop'] as const) {
        const pictures = studioGames.map((game) => picture(game, tileSvg(game, format)));
        expect(new Set(pictures).size, `${studioGames[0]?.studio.id} ${format}`).toBe(studioGames.length);
      }
    }
  });

  it('paints the games of one theme in a studio in different colours', () => {
    for (const studioGames of studios) {
      for (const theme of new Set(studioGames.map((game) => game.theme.key))) {
        const palettes = studioGames
          .filter((game) => game.theme.key === theme)
          .map((game) => `${game.colours.from} ${game.colours.accent}`);
        expect(new Set(palettes).size, `${studioGames[0]?.studio.id} ${theme}`).toBe(palettes.length);
      }
    }
  });

  it('keeps the portrait tile free of the name and the studio mark, with the type label mid-height', () => {
    for (const game of games) {
      const svg = tileSvg(game, 'mobile');
      expect(svg).not.toContain(game.name.toUpperCase());
      expect(svg).not.toContain(`>${game.studio.mark}<`);
      const labels = [
        ...svg.matchAll(/<g transform="translate\([\d.]+ ([\d.]+)\)"><rect width="[\d.]+" height="24"/g),
      ];
      expect(labels.length).toBe(game.type === 'slot-lines' || game.type === 'slot-ways' ? 0 : 1);
      for (const label of labels) {
        // The lobby lays badges over the top and the Demo action over the bottom quarter.
        expect(Number(label[1])).toBeGreaterThan(200);
        expect(Number(label[1]) + 24).toBeLessThan(300);
      }
    }
  });

  it('escapes text', () => {
    const tricky = { ...slot, name: 'Cats & <Dogs> "Deluxe"' };
    const svg = tileSvg(tricky, 'desktop');
    expect(svg).toContain('Cats &amp; &lt;Dogs&gt; &quot;Deluxe&quot;');
    expect(svg).not.toContain('<Dogs>');
  });
});

describe('symbol artwork', () => {
  it('draws every symbol of a slot and nothing else', () => {
    for (const symbol of slot.definition.symbols) {
      expect(symbolSvg(slot, symbol.id)).toMatch(/^<svg [^>]*width="120" height="120"/);
    }
    expect(symbolSvg(slot, 'WILD')).toContain('WILD');
    expect(symbolSvg(slot, 'H99X')).toBeNull();
  });
});
