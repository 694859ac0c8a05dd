/**
 * The landing pages (§2.2: one shared landing screen that differs by landing name). Each leads to the game or
 * the games it presents; its texts are `lobby.landings.<name>.*`.
 */
export const LANDINGS = {
  /** The crash game's landing: it leads into Jet. */
  aviator: { kind: 'game', gameId: 'jet', points: ['twoBets', 'rtp', 'fair'] },
  /** The welcome offer's landing: the welcome campaign's terms and the way to claim it. */
  welcome_offer: { kind: 'offer' },
  /** The live casino's landing: the live-format tables with their next rounds. */
  live_casino: { kind: 'tables', category: 'live', points: ['shared', 'dealer', 'fair'] },
} as const;

export type LandingName = keyof typeof LANDINGS;

export function isLandingName(value: unknown): value is LandingName {
  return typeof value === 'string' && Object.hasOwn(LANDINGS, value);
}
