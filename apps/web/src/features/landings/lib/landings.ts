/**
 * The landing pages (§2.2: one shared landing screen that differs by landing name). Each leads to the game or
 * the screen it presents; its texts are `lobby.landings.<name>.*`.
 */
export const LANDINGS = {
  /** The crash game's landing: it leads into Jet. */
  aviator: { gameId: 'jet', points: ['twoBets', 'rtp', 'fair'] },
} as const;

export type LandingName = keyof typeof LANDINGS;

export function isLandingName(value: unknown): value is LandingName {
  return typeof value === 'string' && Object.hasOwn(LANDINGS, value);
}
