/**
 * A game's lobby tile as SVG: the game's gradient, its backdrop, glow and sparkles, and the studio's frame round
 * its emblem and companions (catalogue/tile-art.ts chooses them). The landscape tile also carries the name, the
 * studio mark and a type ribbon. The portrait tile is the one lobbies lay badges over (top) and a Demo action
 * over (bottom right) and print the name under, so it keeps its text to the type label in the band between.
 */
import type { CatalogueGame } from '../catalogue/catalogue-game.ts';
import { shiftHue, shiftLightness } from '../catalogue/colour.ts';
import { backdropSvg } from './backdrop-svg.ts';
import { emblemSvg } from './emblem-svg.ts';
import { escapeXml } from './escape-xml.ts';

export type TileFormat = 'desktop' | 'mobile';

const LAYOUTS: Record<
  TileFormat,
  { width: number; height: number; cy: number; emblemSize: number; sparkles: number }
> = {
  desktop: { width: 400, height: 300, cy: 118, emblemSize: 140, sparkles: 26 },
  mobile: { width: 300, height: 400, cy: 150, emblemSize: 150, sparkles: 26 },
};

/** In the portrait tile, the type label's centre line: under the frame, above the Demo action's corner. */
const MOBILE_LABEL_Y = 268;

const TYPE_LABELS: Partial<Record<CatalogueGame['type'], string>> = {
  megaways: 'MEGAWAYS',
  'bonus-buy': 'BONUS BUY',
  'drops-and-wins': 'DROPS & WINS',
  dice: 'DICE',
  roulette: 'ROULETTE',
  blackjack: 'BLACKJACK',
  baccarat: 'BACCARAT',
  'video-poker': 'VIDEO POKER',
  mines: 'MINES',
  plinko: 'PLINKO',
  crash: 'CRASH',
};

/** A small deterministic generator for decoration, seeded by the game id. */
function sparkleRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    return ((state ^= state >>> 16) >>> 0) / 4294967296;
  };
}

/** Splits a name into at most two lines of roughly equal length. */
function nameLines(name: string, maxChars: number): string[] {
  const words = name.split(' ');
  if (name.length <= maxChars || words.length === 1) return [name];
  let best = 1;
  for (let split = 1; split < words.length; split += 1) {
    const diff = (at: number): number =>
      Math.abs(words.slice(0, at).join(' ').length - words.slice(at).join(' ').length);
    if (diff(split) < diff(best)) best = split;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** The name in big capitals along the bottom of the landscape tile. */
function nameText(game: CatalogueGame, width: number, height: number): string {
  const lines = nameLines(game.name, 14);
  // Bold capitals are up to about 0.8 em wide; the longest line must fit inside the tile's margins.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(lines.length > 1 ? 30 : 34, Math.floor((width - 32) / (longest * 0.8)));
  const top = height - 26 - (lines.length - 1) * (fontSize + 2);
  return lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * (fontSize + 2)}" text-anchor="middle" font-family="'Trebuchet MS', 'Segoe UI', sans-serif" font-weight="800" font-size="${fontSize}" fill="url(#name)" stroke="${shiftLightness(game.colours.to, -0.1)}" stroke-width="5" paint-order="stroke">${escapeXml(line.toUpperCase())}</text>`,
    )
    .join('');
}

/** A pill with the type's label, its right edge at `right` (landscape) or centred on `centre` (portrait). */
function typeLabel(game: CatalogueGame, at: { right: number } | { centre: number }, y: number): string {
  const label = TYPE_LABELS[game.type];
  if (!label) return '';
  const width = label.length * 9.6 + 16;
  const left = 'right' in at ? at.right - width : at.centre - width / 2;
  return `<g transform="translate(${left} ${y})"><rect width="${width}" height="24" rx="12" fill="${game.colours.accent}"/><text x="${width / 2}" y="17" text-anchor="middle" font-family="'Segoe UI', sans-serif" font-weight="800" font-size="13" fill="${shiftLightness(game.colours.to, -0.05)}">${escapeXml(label)}</text></g>`;
}

function studioMark(game: CatalogueGame): string {
  const { mark } = game.studio;
  return `<g transform="translate(12 14)"><rect width="${mark.length * 10 + 16}" height="24" rx="6" fill="#000" opacity="0.35"/><text x="8" y="17" font-family="'Segoe UI', sans-serif" font-weight="700" font-size="13" letter-spacing="1" fill="${game.theme.palette.text}">${escapeXml(mark)}</text></g>`;
}

export function tileSvg(game: CatalogueGame, format: TileFormat): string {
  const { width, height, cy, emblemSize, sparkles: sparkleCount } = LAYOUTS[format];
  const { from, to, accent } = game.colours;
  const text = game.theme.palette.text;
  const random = sparkleRandom(game.id);
  const cx = width / 2;
  const sparkles = Array.from({ length: sparkleCount }, () => {
    const x = (random() * width).toFixed(1);
    const y = (random() * height * 0.75).toFixed(1);
    const r = (0.6 + random() * 2.2).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${text}" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const companion = shiftHue(accent, 40);
  const lettering =
    format === 'desktop'
      ? [nameText(game, width, height), studioMark(game), typeLabel(game, { right: width - 12 }, 14)]
      : [typeLabel(game, { centre: cx }, MOBILE_LABEL_Y - 12)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<title>${escapeXml(game.name)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="${(cy / height).toFixed(2)}" r="0.55"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="emblem" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shiftLightness(accent, 0.18)}"/><stop offset="1" stop-color="${shiftLightness(accent, -0.12)}"/></linearGradient>`,
    `<linearGradient id="companion" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shiftLightness(companion, 0.12)}"/><stop offset="1" stop-color="${shiftLightness(companion, -0.16)}"/></linearGradient>`,
    `<linearGradient id="name" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shiftLightness(accent, 0.1)}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    backdropSvg(game.art.backdrop, { width, height, cx, cy }, accent),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    sparkles,
    emblemSvg(
      game.art,
      game.studio.style,
      { cx, cy, size: emblemSize },
      { fill: 'url(#emblem)', companion: 'url(#companion)', line: shiftLightness(to, -0.05), frame: accent },
    ),
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    ...lettering,
    '</svg>',
  ].join('');
}
