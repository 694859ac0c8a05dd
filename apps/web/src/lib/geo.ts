import type { GeoResponse } from '@casino/contracts';
import { callApi } from './api-client.ts';

/** How long the boot waits for the country before rendering without it. */
export const GEO_TIMEOUT_MS = 3000;

let pending: Promise<GeoResponse | null> | null = null;

/**
 * The visitor's country and whether it is blocked (GET /api/geo), asked once per page load. Used at boot for
 * the blocked-country app (§6: the blocked screen, and withdrawal and history for a signed-in player) and the
 * language guess (§4). Any failure (no answer in time, network error, unexpected body) yields null: the app
 * then runs as if the country were unknown and not blocked; the server still refuses deposits and play from a
 * blocked country (403 country_blocked).
 */
export function loadGeo(timeoutMs = GEO_TIMEOUT_MS): Promise<GeoResponse | null> {
  pending ??= fetchGeo(timeoutMs);
  return pending;
}

async function fetchGeo(timeoutMs: number): Promise<GeoResponse | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await callApi('getGeo', { signal: controller.signal });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
