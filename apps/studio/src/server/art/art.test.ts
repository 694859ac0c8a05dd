import { describe, expect, it } from 'vitest';
import type { CatalogueGame, SlotGame } from '../catalogue/catalogue-game.ts';
import { catalogue } from '../catalogue/generate-catalogue.ts';
import { symbolSvg } from './symbol-svg.ts';
import { tileSvg } from './tile-svg.ts';

const games = catalogue().games;
const slot = games.find((game): game is SlotGame => game.kind === 'slot') as SlotGame;

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
