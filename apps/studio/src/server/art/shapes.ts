/** Emblem and symbol shapes as SVG elements drawn in a 100 × 100 box. */
import type { Shape } from '../catalogue/themes.ts';

function polygon(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

function starPoints(spikes: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    return [50 + radius * Math.cos(angle), 50 + radius * Math.sin(angle)];
  });
}

/** A gear's outline: `teeth` square teeth between two radii round the centre. */
function gearPoints(teeth: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: teeth * 4 }, (_, i) => {
    const radius = i % 4 === 1 || i % 4 === 2 ? outer : inner;
    const angle = (2 * Math.PI * (Math.floor(i / 2) + (i % 2) * 0.6)) / (teeth * 2);
    return [50 + radius * Math.cos(angle), 50 + radius * Math.sin(angle)];
  });
}

/** A path drawn as a thick stroke in the fill paint, outlined in the line colour. */
function outlined(d: string, fill: string, line: string, width = 9): string {
  return `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width + 6}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The shape's elements; `fill` is a paint (colour or url(#id)), `line` the outline and detail colour. */
export function drawShape(shape: Shape, fill: string, line: string): string {
  const stroke = `stroke="${line}" stroke-width="3" stroke-linejoin="round"`;
  const detail = (width: number, opacity: number) =>
    `fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"`;
  switch (shape) {
    case 'gem':
      return `<polygon points="30,22 70,22 88,42 50,86 12,42" fill="${fill}" ${stroke}/><polyline points="12,42 88,42 M30,22 40,42 50,86 60,42 70,22" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/><path d="M40,42 50,22 60,42" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/>`;
    case 'diamond':
      return `<polygon points="50,8 88,50 50,92 12,50" fill="${fill}" ${stroke}/><polygon points="50,24 72,50 50,76 28,50" fill="${line}" opacity="0.25"/>`;
    case 'star':
      return `<polygon points="${polygon(starPoints(5, 44, 19))}" fill="${fill}" ${stroke}/>`;
    case 'crown':
      return `<path d="M12,78 L16,30 L34,52 L50,18 L66,52 L84,30 L88,78 Z" fill="${fill}" ${stroke}/><rect x="12" y="74" width="76" height="12" rx="3" fill="${fill}" ${stroke}/><circle cx="50" cy="18" r="6" fill="${line}"/>`;
    case 'heart':
      return `<path d="M50,86 C20,64 8,46 14,30 C20,14 42,12 50,30 C58,12 80,14 86,30 C92,46 80,64 50,86 Z" fill="${fill}" ${stroke}/>`;
    case 'bell':
      return `<path d="M50,12 C32,12 26,30 26,50 C26,64 18,70 14,76 L86,76 C82,70 74,64 74,50 C74,30 68,12 50,12 Z" fill="${fill}" ${stroke}/><circle cx="50" cy="84" r="8" fill="${fill}" ${stroke}/>`;
    case 'hexagon':
      return `<polygon points="${polygon(Array.from({ length: 6 }, (_, i) => [50 + 42 * Math.cos((Math.PI / 3) * i), 50 + 42 * Math.sin((Math.PI / 3) * i)] as const))}" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="16" fill="none" stroke="${line}" stroke-width="4"/>`;
    case 'shield':
      return `<path d="M50,8 L86,20 C86,56 72,78 50,92 C28,78 14,56 14,20 Z" fill="${fill}" ${stroke}/><path d="M50,22 L50,80 M28,40 L72,40" stroke="${line}" stroke-width="4" opacity="0.5"/>`;
    case 'moon':
      return `<path d="M62,10 A40,40 0 1 0 90,62 A32,32 0 1 1 62,10 Z" fill="${fill}" ${stroke}/>`;
    case 'bolt':
      return `<polygon points="58,6 20,56 46,56 36,94 82,40 54,40" fill="${fill}" ${stroke}/>`;
    case 'drop':
      return `<path d="M50,8 C50,8 18,46 18,64 A32,32 0 0 0 82,64 C82,46 50,8 50,8 Z" fill="${fill}" ${stroke}/><ellipse cx="38" cy="62" rx="6" ry="10" fill="${line}" opacity="0.4"/>`;
    case 'leaf':
      return `<path d="M14,86 C14,40 40,14 88,12 C86,60 60,86 14,86 Z" fill="${fill}" ${stroke}/><path d="M14,86 L66,34" stroke="${line}" stroke-width="3"/>`;
    case 'sun':
      return `<polygon points="${polygon(starPoints(12, 46, 32))}" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="22" fill="${line}" opacity="0.35"/>`;
    case 'pyramid':
      return `<polygon points="50,10 92,84 8,84" fill="${fill}" ${stroke}/><polyline points="50,10 60,84" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/><path d="M28,48 H72 M18,66 H82" stroke="${line}" stroke-width="2" opacity="0.45"/>`;
    case 'wave':
      return `<path d="M6,62 C20,30 44,26 56,44 C64,56 54,66 46,60 C60,62 62,44 50,40 C70,34 90,48 94,70 L94,88 L6,88 Z" fill="${fill}" ${stroke}/>`;
    case 'rune':
      return `<rect x="18" y="8" width="64" height="84" rx="14" fill="${fill}" ${stroke}/><path d="M40,24 V76 M40,30 L62,44 L40,58 M40,50 L62,70" fill="none" stroke="${line}" stroke-width="6" stroke-linecap="round"/>`;
    case 'cherry':
      return `<path d="M34,62 C40,34 54,20 70,12 M66,62 C64,40 66,26 70,12" fill="none" stroke="${line}" stroke-width="4"/><circle cx="32" cy="68" r="18" fill="${fill}" ${stroke}/><circle cx="68" cy="70" r="18" fill="${fill}" ${stroke}/>`;
    case 'horseshoe':
      return `<path d="M22,88 L22,50 A28,28 0 0 1 78,50 L78,88 L62,88 L62,52 A12,12 0 0 0 38,52 L38,88 Z" fill="${fill}" ${stroke}/>`;
    case 'planet':
      return `<circle cx="50" cy="50" r="28" fill="${fill}" ${stroke}/><ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke="${line}" stroke-width="5" transform="rotate(-18 50 50)"/>`;
    case 'skull':
      return `<path d="M50,10 C26,10 14,28 14,46 C14,60 22,68 30,72 L30,88 L70,88 L70,72 C78,68 86,60 86,46 C86,28 74,10 50,10 Z" fill="${fill}" ${stroke}/><circle cx="36" cy="48" r="9" fill="${line}"/><circle cx="64" cy="48" r="9" fill="${line}"/><path d="M44,88 V76 M56,88 V76" stroke="${line}" stroke-width="3"/>`;
    case 'coin':
      return `<circle cx="50" cy="50" r="42" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="32" ${detail(3, 0.6)}/><polygon points="${polygon(starPoints(5, 18, 8))}" fill="${line}" opacity="0.5"/>`;
    case 'clover':
      return `<path d="M50,54 C56,72 64,84 76,94" ${detail(6, 1)}/>${[
        [50, 29],
        [71, 50],
        [50, 71],
        [29, 50],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="19" fill="${fill}" ${stroke}/>`)
        .join('')}<circle cx="50" cy="50" r="9" fill="${line}" opacity="0.45"/>`;
    case 'anchor':
      return `${outlined('M50,26 V88 M30,40 H70 M14,60 C16,80 32,90 50,90 C68,90 84,80 86,60', fill, line)}<circle cx="50" cy="17" r="10" fill="none" stroke="${line}" stroke-width="6"/>`;
    case 'snowflake':
      return `${outlined('M50,8 V92 M14,29 L86,71 M14,71 L86,29 M40,14 L50,24 L60,14 M40,86 L50,76 L60,86', fill, line, 7)}<circle cx="50" cy="50" r="8" fill="${line}" opacity="0.5"/>`;
    case 'flame':
      return `<path d="M50,6 C58,26 82,38 80,62 A30,30 0 0 1 20,62 C20,46 30,38 34,24 C40,36 44,40 48,42 C50,30 50,18 50,6 Z" fill="${fill}" ${stroke}/><path d="M50,50 C56,60 64,66 62,76 A12,12 0 0 1 38,76 C38,66 46,60 50,50 Z" fill="${line}" opacity="0.35"/>`;
    case 'lotus':
      return `${[-64, -32, 32, 64]
        .map(
          (turn) =>
            `<path d="M50,20 C62,40 62,66 50,84 C38,66 38,40 50,20 Z" fill="${fill}" ${stroke} transform="rotate(${turn} 50 84)"/>`,
        )
        .join(
          '',
        )}<path d="M50,14 C64,36 64,66 50,86 C36,66 36,36 50,14 Z" fill="${fill}" ${stroke}/><path d="M18,88 H82" ${detail(4, 0.7)}/>`;
    case 'eye':
      return `<path d="M8,50 C28,20 72,20 92,50 C72,80 28,80 8,50 Z" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="17" fill="${line}" opacity="0.7"/><circle cx="50" cy="50" r="7" fill="${fill}"/><path d="M40,74 L34,92 M60,74 L70,88" ${detail(4, 0.8)}/>`;
    case 'gear':
      return `<polygon points="${polygon(gearPoints(8, 46, 35))}" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="14" fill="none" stroke="${line}" stroke-width="5"/>`;
    case 'rocket':
      return `<path d="M42,72 L50,96 L58,72 Z" fill="${line}" opacity="0.55"/><path d="M34,54 L18,80 L36,74 Z M66,54 L82,80 L64,74 Z" fill="${fill}" ${stroke}/><path d="M50,4 C68,18 72,44 66,74 H34 C28,44 32,18 50,4 Z" fill="${fill}" ${stroke}/><circle cx="50" cy="38" r="9" fill="${line}" opacity="0.6"/>`;
    case 'trident':
      return `${outlined('M50,94 V24 M26,16 V36 Q26,50 50,50 Q74,50 74,36 V16', fill, line, 8)}<polygon points="50,4 58,22 42,22" fill="${fill}" ${stroke}/><polygon points="26,6 32,20 20,20" fill="${fill}" ${stroke}/><polygon points="74,6 80,20 68,20" fill="${fill}" ${stroke}/>`;
    case 'lantern':
      return `<path d="M50,88 V98" ${detail(4, 1)}/><rect x="38" y="6" width="24" height="10" rx="3" fill="${fill}" ${stroke}/><path d="M50,16 C80,16 86,40 86,52 C86,66 80,88 50,88 C20,88 14,66 14,52 C14,40 20,16 50,16 Z" fill="${fill}" ${stroke}/><path d="M50,16 C36,30 36,74 50,88 M50,16 C64,30 64,74 50,88 M16,52 H84" ${detail(2, 0.55)}/>`;
    case 'feather':
      return `<path d="M82,8 C42,12 18,46 22,84 C54,80 86,50 82,8 Z" fill="${fill}" ${stroke}/><path d="M12,94 L72,22 M40,60 L24,58 M52,46 L34,40 M50,58 L64,64" ${detail(3, 0.6)}/>`;
    case 'key':
      return `<circle cx="28" cy="50" r="20" fill="${fill}" ${stroke}/><circle cx="28" cy="50" r="8" fill="${line}" opacity="0.6"/><path d="M46,44 H94 V56 H86 V70 H74 V56 H46 Z" fill="${fill}" ${stroke}/>`;
    case 'mushroom':
      return `<path d="M38,54 L32,90 H68 L62,54 Z" fill="${fill}" ${stroke}/><path d="M6,56 C6,18 94,18 94,56 Z" fill="${fill}" ${stroke}/><circle cx="30" cy="40" r="7" fill="${line}" opacity="0.45"/><circle cx="56" cy="30" r="6" fill="${line}" opacity="0.45"/><circle cx="72" cy="46" r="5" fill="${line}" opacity="0.45"/>`;
    case 'sword':
      return `<polygon points="50,4 59,16 59,66 41,66 41,16" fill="${fill}" ${stroke}/><path d="M50,14 V62" ${detail(2, 0.5)}/><rect x="24" y="64" width="52" height="9" rx="4" fill="${fill}" ${stroke}/><rect x="45" y="73" width="10" height="15" fill="${line}" opacity="0.7"/><circle cx="50" cy="92" r="6" fill="${fill}" ${stroke}/>`;
    case 'mask':
      return `<path d="M10,28 C30,16 70,16 90,28 C92,56 74,82 50,86 C26,82 8,56 10,28 Z" fill="${fill}" ${stroke}/><ellipse cx="33" cy="46" rx="11" ry="7" fill="${line}"/><ellipse cx="67" cy="46" rx="11" ry="7" fill="${line}"/><path d="M38,68 Q50,76 62,68" ${detail(4, 0.7)}/>`;
    case 'chest':
      return `<path d="M10,42 C10,16 90,16 90,42 Z" fill="${fill}" ${stroke}/><rect x="10" y="42" width="80" height="44" rx="4" fill="${fill}" ${stroke}/><path d="M30,24 V86 M70,24 V86" ${detail(4, 0.45)}/><rect x="43" y="38" width="14" height="18" rx="2" fill="${line}"/>`;
    case 'compass':
      return `<circle cx="50" cy="50" r="42" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="34" ${detail(2, 0.5)}/><polygon points="50,14 58,50 50,86 42,50" fill="${line}" opacity="0.6"/><polygon points="14,50 50,43 86,50 50,57" fill="${line}" opacity="0.3"/><circle cx="50" cy="50" r="5" fill="${fill}"/>`;
    case 'ring':
      return `${outlined('M50,36 A28,28 0 1 1 49.9,36 Z', fill, line, 10)}<polygon points="36,14 64,14 74,26 50,44 26,26" fill="${fill}" ${stroke}/><path d="M26,26 H74 M42,14 L50,44 L58,14" ${detail(2, 0.5)}/>`;
    case 'cactus':
      return `${outlined('M50,92 V16 M50,62 H32 V40 M50,50 H68 V28', fill, line, 14)}<path d="M28,92 H72" ${detail(5, 0.8)}/>`;
    case 'shell':
      return `<path d="M50,90 L10,42 A44,44 0 0 1 90,42 Z" fill="${fill}" ${stroke}/><path d="M50,90 L26,22 M50,90 L50,14 M50,90 L74,22 M50,90 L12,36 M50,90 L88,36" ${detail(2, 0.5)}/><rect x="40" y="84" width="20" height="10" rx="3" fill="${fill}" ${stroke}/>`;
    case 'candy':
      return `<polygon points="30,50 8,30 14,50 8,70" fill="${fill}" ${stroke}/><polygon points="70,50 92,30 86,50 92,70" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="24" fill="${fill}" ${stroke}/><path d="M36,36 L64,64 M30,50 L50,70 M50,30 L70,50" ${detail(4, 0.45)}/>`;
    case 'lollipop':
      return `${outlined('M50,62 V96', fill, line, 7)}<circle cx="50" cy="36" r="32" fill="${fill}" ${stroke}/><path d="M50,36 C50,30 58,30 58,36 C58,44 44,46 42,36 C40,24 60,20 66,34 C72,50 50,62 36,52 C24,42 28,18 46,12" ${detail(4, 0.55)}/>`;
    case 'temple':
      return `<polygon points="50,6 94,30 6,30" fill="${fill}" ${stroke}/><rect x="6" y="82" width="88" height="12" rx="2" fill="${fill}" ${stroke}/>${[
        14, 34, 56, 76,
      ]
        .map((x) => `<rect x="${x}" y="34" width="10" height="46" fill="${fill}" ${stroke}/>`)
        .join('')}`;
    case 'dice':
      return `<rect x="12" y="12" width="76" height="76" rx="16" fill="${fill}" ${stroke}/>${[
        [32, 32],
        [68, 32],
        [50, 50],
        [32, 68],
        [68, 68],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${line}"/>`)
        .join('')}`;
    case 'tophat':
      return `<rect x="26" y="10" width="48" height="62" rx="5" fill="${fill}" ${stroke}/><rect x="26" y="52" width="48" height="12" fill="${line}" opacity="0.5"/><ellipse cx="50" cy="76" rx="44" ry="12" fill="${fill}" ${stroke}/>`;
    case 'bat':
      return `<path d="M50,42 C44,30 34,30 28,36 C20,30 10,32 4,42 C14,46 18,54 16,64 C24,56 32,58 38,66 C42,58 46,54 50,54 C54,54 58,58 62,66 C68,58 76,56 84,64 C82,54 86,46 96,42 C90,32 80,30 72,36 C66,30 56,30 50,42 Z" fill="${fill}" ${stroke}/><path d="M42,34 L44,24 L50,32 L56,24 L58,34" fill="${fill}" ${stroke}/>`;
    case 'spiral':
      return `<circle cx="50" cy="50" r="44" fill="${fill}" ${stroke}/><path d="M50,50 C50,44 58,44 58,50 C58,60 42,60 42,50 C42,36 66,36 66,50 C66,68 34,68 34,50 C34,28 74,28 74,50 C74,76 26,76 26,50" ${detail(5, 0.6)}/>`;
    case 'rainbow':
      return `${outlined('M10,84 A40,40 0 0 1 90,84', fill, line, 9)}${outlined('M26,84 A24,24 0 0 1 74,84', fill, line, 9)}<path d="M41,84 A9,9 0 0 1 59,84" ${detail(6, 0.6)}/>`;
  }
}
