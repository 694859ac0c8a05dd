import { describe, expect, it } from 'vitest';
import { SHAPES, themeByKey } from './themes.ts';
import { BACKDROPS, COMPOSITIONS, studioTileArt } from './tile-art.ts';

const norse = themeByKey('norse');
const fruit = themeByKey('fruit');

describe('studio tile art', () => {
  it('takes every emblem once per studio, the theme’s motifs first, then any other shape', () => {
    const lineup = Array.from({ length: 16 }, () => ({ theme: norse, type: 'slot-lines' as const }));
    const emblems = studioTileArt(0, lineup).map((plan) => plan.art.emblem);
    expect(new Set(emblems).size).toBe(16);
    expect(emblems.slice(0, norse.motifs.length)).toEqual(norse.motifs);
    for (const emblem of emblems.slice(norse.motifs.length)) expect(SHAPES).toContain(emblem);
  });

  it('turns palette, backdrop and composition between games of one theme', () => {
    const plans = studioTileArt(3, [
      { theme: fruit, type: 'slot-lines' },
      { theme: fruit, type: 'megaways' },
      { theme: fruit, type: 'bonus-buy' },
      { theme: fruit, type: 'slot-ways' },
    ]);
    expect(new Set(plans.map((plan) => plan.colours.from)).size).toBe(4);
    expect(new Set(plans.map((plan) => plan.colours.accent)).size).toBe(4);
    expect(new Set(plans.map((plan) => plan.art.backdrop)).size).toBe(4);
    expect(new Set(plans.map((plan) => plan.art.composition)).size).toBe(4);
    for (const plan of plans) {
      expect(BACKDROPS).toContain(plan.art.backdrop);
      expect(COMPOSITIONS).toContain(plan.art.composition);
      expect(plan.art.companions).not.toContain(plan.art.emblem);
    }
  });

  it('gives dice games a die beside their emblem, and is the same every time', () => {
    const lineup = [
      { theme: fruit, type: 'dice' as const },
      { theme: norse, type: 'slot-lines' as const },
    ];
    const [dice, slot] = studioTileArt(1, lineup);
    expect(dice?.art.companions[0]).toBe('dice');
    expect(slot?.art.companions).not.toContain('dice');
    expect(studioTileArt(1, lineup)).toEqual([dice, slot]);
  });
});
