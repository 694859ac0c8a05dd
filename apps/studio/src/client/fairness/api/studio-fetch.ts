/**
 * The fairness screens' requests go through the game client's one JSON helper (api/studio-request.ts); a refusal
 * or a failed connection is a StudioApiError whose code the screens explain.
 */

export { StudioApiError, studioRequest as studioFetch } from '../../api/studio-request.ts';

/** A path segment taken from user input or an answer, escaped. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
