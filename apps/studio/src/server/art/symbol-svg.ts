/** A slot symbol as a 120 × 120 SVG: theme shapes for high symbols, card ranks for low ones, wild and bonus. */
import type { SlotGame } from '../catalogue/catalogue-game.ts';
import { shiftHue, shiftLightness } from '../catalogue/colour.ts';
import { LOW_SYMBOL_LABELS } from '../catalogue/themes.ts';
import { escapeXml } from './escape-xml.ts';
import { drawShape } from './shapes.ts';

function frame(body: string, from: string, to: string, label: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    `<title>${escapeXml(label)}</title>`,
    `<defs><linearGradient id="fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    body,
    '</svg>',
  ].join('');
}

function caption(text: string, colour: string, size: number, y: number): string {
  return `<text x="60" y="${y}" text-anchor="middle" font-family="'Trebuchet MS', 'Segoe UI', sans-serif" font-weight="900" font-size="${size}" fill="${colour}" stroke="#000" stroke-opacity="0.45" stroke-width="3" paint-order="stroke">${escapeXml(text)}</text>`;
}

/** The symbol's SVG, or null when the game has no such symbol. */
export function symbolSvg(game: SlotGame, symbolId: string): string | null {
  const symbol = game.definition.symbols.find((candidate) => candidate.id === symbolId);
  if (!symbol) return null;
  const { accent, from } = game.colours;
  const dark = shiftLightness(game.colours.to, -0.05);
  const name = game.symbolNames[symbolId] ?? symbolId;
  if (symbol.kind === 'wild') {
    return frame(
      `<rect x="6" y="18" width="108" height="84" rx="16" fill="url(#fill)" stroke="${dark}" stroke-width="4"/>${caption('WILD', '#fff', 34, 72)}`,
      shiftLightness(accent, 0.1),
      shiftLightness(accent, -0.2),
      name,
    );
  }
  if (symbol.kind === 'scatter') {
    return frame(
      `<g transform="translate(10 4) scale(1)">${drawShape('star', 'url(#fill)', dark)}</g>${caption('BONUS', '#fff', 22, 108)}`,
      shiftLightness(shiftHue(accent, 40), 0.1),
      shiftLightness(shiftHue(accent, 40), -0.2),
      name,
    );
  }
  const index = Number.parseInt(symbolId.slice(1), 10) - 1;
  if (symbolId.startsWith('H')) {
    const shape = game.theme.symbols[index]?.[1] ?? 'gem';
    const hue = index * 47;
    return frame(
      `<g transform="translate(10 10)">${drawShape(shape, 'url(#fill)', dark)}</g>`,
      shiftLightness(shiftHue(accent, hue), 0.15),
      shiftLightness(shiftHue(accent, hue), -0.2),
      name,
    );
  }
  const rank = LOW_SYMBOL_LABELS[index] ?? symbolId;
  const colour = shiftLightness(shiftHue(from, 60 * index), 0.25);
  return frame(caption(rank, colour, rank.length > 1 ? 54 : 66, 82), colour, colour, name);
}
