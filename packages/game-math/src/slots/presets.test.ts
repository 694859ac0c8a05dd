import { describe, expect, it } from 'vitest';
import { makeSlotDefinition, PRESET_RTP_TOLERANCE, type SlotPresetParams } from './presets.ts';
import { rtpOfBonusBuy, rtpOfSlot } from './rtp.ts';
import { validateSlotDefinition } from './validate-definition.ts';

const VARIANTS = ['classic', 'megaways', 'bonusBuy', 'dropsAndWins'] as const;
const VOLATILITIES = ['low', 'medium', 'high'] as const;

const matrix: SlotPresetParams[] = VARIANTS.flatMap((variant, v) =>
  VOLATILITIES.flatMap((volatility, w) => {
    const pays: SlotPresetParams['pays'][] =
      variant === 'megaways' ? [{ kind: 'ways' }] : [{ kind: 'lines', lines: 20 }, { kind: 'ways' }];
    return pays.map((payKind, p): SlotPresetParams => ({
      id: `${variant}-${volatility}-${payKind.kind}`,
      themeSymbols: 6 + ((v + w + p) % 5),
      reels: variant === 'megaways' ? 6 : 5,
      rows: variant === 'megaways' ? 7 : 3 + ((v + p) % 2),
      pays: payKind,
      volatility,
      targetRtp: [0.94, 0.96, 0.97][(v + w) % 3] as number,
      variant,
    }));
  }),
);

const generationTimes: number[] = [];

describe.each(matrix)('the preset $id', (params) => {
  const started = Date.now();
  const definition = makeSlotDefinition(params);
  generationTimes.push(Date.now() - started);

  it(`lands within ${PRESET_RTP_TOLERANCE} of its target RTP`, () => {
    expect(Math.abs(rtpOfSlot(definition).total - params.targetRtp)).toBeLessThanOrEqual(
      PRESET_RTP_TOLERANCE,
    );
    expect(validateSlotDefinition(definition)).toEqual([]);
  });

  it('is built the same way every time and is plain JSON', () => {
    expect(makeSlotDefinition({ ...params })).toEqual(definition);
    expect(JSON.parse(JSON.stringify(definition))).toEqual(definition);
  });

  it('has the variant and the pays it asked for', () => {
    expect(definition.symbols.filter((symbol) => symbol.kind === 'regular')).toHaveLength(
      params.themeSymbols,
    );
    expect(definition.pays.kind).toBe(params.pays.kind);
    if (definition.pays.kind === 'lines') expect(definition.pays.lines).toHaveLength(20);
    expect(definition.megaways !== undefined).toBe(params.variant === 'megaways');
    expect(definition.drops !== undefined).toBe(params.variant === 'dropsAndWins');
    expect(definition.bonusBuy !== undefined).toBe(params.variant === 'bonusBuy');
    if (params.variant === 'bonusBuy') {
      expect(Math.abs(rtpOfBonusBuy(definition).rtp - params.targetRtp)).toBeLessThanOrEqual(
        PRESET_RTP_TOLERANCE,
      );
    }
  });

  it('pays more for longer runs', () => {
    for (const symbol of definition.symbols.filter((entry) => entry.kind === 'regular')) {
      const paying = symbol.pays.slice(3);
      expect(paying.every((pay, i) => pay >= 1 && (i === 0 || pay > (paying[i - 1] as number)))).toBe(true);
    }
  });
});

it('generates a game in under 200 ms on average', () => {
  expect(generationTimes).toHaveLength(matrix.length);
  expect(generationTimes.reduce((sum, time) => sum + time, 0) / matrix.length).toBeLessThan(200);
});

describe('volatility', () => {
  it('puts more of the return into the feature and into the best symbol as it rises', () => {
    const of = (volatility: (typeof VOLATILITIES)[number]) =>
      makeSlotDefinition({
        id: 'volatility',
        themeSymbols: 8,
        reels: 5,
        rows: 3,
        pays: { kind: 'lines', lines: 20 },
        volatility,
        targetRtp: 0.96,
        variant: 'classic',
      });
    const games = VOLATILITIES.map(of);
    const featureShares = games.map((definition) => rtpOfSlot(definition).freeSpins);
    const topPays = games.map((definition) => definition.symbols[0]?.pays[5] ?? 0);
    expect([...featureShares].sort((a, b) => a - b)).toEqual(featureShares);
    expect(new Set(featureShares).size).toBe(3);
    expect([...topPays].sort((a, b) => a - b)).toEqual(topPays);
    expect(new Set(topPays).size).toBe(3);
  });
});

it('gives games with other ids other strips', () => {
  const params = matrix[0] as SlotPresetParams;
  expect(makeSlotDefinition({ ...params, id: 'another' }).strips).not.toEqual(
    makeSlotDefinition(params).strips,
  );
});

it('refuses parameters it cannot build', () => {
  const params = matrix[0] as SlotPresetParams;
  expect(() => makeSlotDefinition({ ...params, themeSymbols: 2 })).toThrow(/themeSymbols/);
  expect(() => makeSlotDefinition({ ...params, variant: 'megaways' })).toThrow(/megaways needs ways/);
  expect(() => makeSlotDefinition({ ...params, targetRtp: 1.2 })).toThrow(/targetRtp/);
});
