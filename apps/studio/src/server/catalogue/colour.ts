/** Small colour arithmetic for generated artwork: hex ↔ HSL and hue or lightness shifts. */

interface Hsl {
  readonly h: number;
  readonly s: number;
  readonly l: number;
}

function toHsl(hex: string): Hsl {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The colour with its hue turned by `degrees`. */
export function shiftHue(hex: string, degrees: number): string {
  const hsl = toHsl(hex);
  return toHex({ ...hsl, h: (((hsl.h + degrees) % 360) + 360) % 360 });
}

/** The colour made lighter (positive) or darker (negative) by `amount` of lightness (0–1). */
export function shiftLightness(hex: string, amount: number): string {
  const hsl = toHsl(hex);
  return toHex({ ...hsl, l: Math.min(1, Math.max(0, hsl.l + amount)) });
}
