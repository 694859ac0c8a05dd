/** A game's lobby tile as SVG: themed gradient, glow and sparkles, the studio's frame, emblem, name and mark. */
import type { CatalogueGame } from '../catalogue/catalogue-game.ts';
import { shiftLightness } from '../catalogue/colour.ts';
import type { TileStyle } from '../catalogue/studios.ts';
import { escapeXml } from './escape-xml.ts';
import { drawShape } from './shapes.ts';

export type TileFormat = 'desktop' | 'mobile';

const SIZES: Record<TileFormat, { width: number; height: number }> = {
  desktop: { width: 400, height: 300 },
  mobile: { width: 300, height: 400 },
};

const TYPE_LABELS: Partial<Record<CatalogueGame['type'], string>> = {
  megaways: 'MEGAWAYS',
  'bonus-buy': 'BONUS BUY',
  'drops-and-wins': 'DROPS & WINS',
  dice: 'DICE',
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

function frame(style: TileStyle, cx: number, cy: number, r: number, stroke: string): string {
  const common = `fill="none" stroke="${stroke}" stroke-width="4" opacity="0.85"`;
  switch (style) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${common}/><circle cx="${cx}" cy="${cy}" r="${r - 8}" fill="none" stroke="${stroke}" stroke-width="1.5" opacity="0.5"/>`;
    case 'diamond':
      return `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" ${common}/>`;
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" ${common}/>`;
    }
    case 'arch':
      return `<path d="M${cx - r},${cy + r} V${cy} A${r},${r} 0 0 1 ${cx + r},${cy} V${cy + r}" ${common}/>`;
    case 'banner':
      return `<rect x="${cx - r}" y="${cy - r * 0.8}" width="${r * 2}" height="${r * 1.6}" rx="14" ${common}/>`;
  }
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

export function tileSvg(game: CatalogueGame, format: TileFormat): string {
  const { width, height } = SIZES[format];
  const { from, to, accent } = game.colours;
  const text = game.theme.palette.text;
  const random = sparkleRandom(game.id);
  const emblemSize = format === 'desktop' ? 140 : 150;
  const cx = width / 2;
  const cy = format === 'desktop' ? 118 : 150;
  const sparkles = Array.from({ length: 26 }, () => {
    const x = (random() * width).toFixed(1);
    const y = (random() * height * 0.75).toFixed(1);
    const r = (0.6 + random() * 2.2).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${text}" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const rays = Array.from({ length: 16 }, (_, i) => {
    const angle = (360 / 16) * i;
    return `<polygon points="${cx},${cy} ${cx - 14},${cy - height} ${cx + 14},${cy - height}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  const lines = nameLines(game.name, format === 'desktop' ? 14 : 10);
  // Bold capitals are up to about 0.8 em wide; the longest line must fit inside the tile's margins.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(lines.length > 1 ? 30 : 34, Math.floor((width - 32) / (longest * 0.8)));
  const nameTop = height - (format === 'desktop' ? 26 : 46) - (lines.length - 1) * (fontSize + 2);
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${nameTop + i * (fontSize + 2)}" text-anchor="middle" font-family="'Trebuchet MS', 'Segoe UI', sans-serif" font-weight="800" font-size="${fontSize}" fill="url(#name)" stroke="${shiftLightness(to, -0.1)}" stroke-width="5" paint-order="stroke">${escapeXml(line.toUpperCase())}</text>`,
    )
    .join('');
  const label = TYPE_LABELS[game.type];
  const ribbon = label
    ? `<g transform="translate(${width - 12} 14)"><rect x="${-label.length * 9.6 - 16}" y="0" width="${label.length * 9.6 + 16}" height="24" rx="12" fill="${accent}"/><text x="${-label.length * 4.8 - 8}" y="17" text-anchor="middle" font-family="'Segoe UI', sans-serif" font-weight="800" font-size="13" fill="${shiftLightness(to, -0.05)}">${escapeXml(label)}</text></g>`
    : '';
  const emblemScale = emblemSize / 100;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<title>${escapeXml(game.name)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="${(cy / height).toFixed(2)}" r="0.55"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="emblem" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shiftLightness(accent, 0.18)}"/><stop offset="1" stop-color="${shiftLightness(accent, -0.12)}"/></linearGradient>`,
    `<linearGradient id="name" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shiftLightness(accent, 0.1)}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g fill="${accent}" opacity="0.07">${rays}</g>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    sparkles,
    frame(game.studio.style, cx, cy, emblemSize / 2 + 16, accent),
    `<g transform="translate(${cx - emblemSize / 2} ${cy - emblemSize / 2}) scale(${emblemScale})">${drawShape(game.theme.emblem, 'url(#emblem)', shiftLightness(to, -0.05))}</g>`,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    nameText,
    `<g transform="translate(12 14)"><rect width="${game.studio.mark.length * 10 + 16}" height="24" rx="6" fill="#000" opacity="0.35"/><text x="8" y="17" font-family="'Segoe UI', sans-serif" font-weight="700" font-size="13" letter-spacing="1" fill="${text}">${escapeXml(game.studio.mark)}</text></g>`,
    ribbon,
    '</svg>',
  ].join('');
}
