import { PATHS, to, withLanguage } from '../../../lib/localized-loader.ts';
import { loadSession } from '../../../lib/session.ts';

/** The shape of a game id (contracts `gameIdSchema`), checked without loading the schemas on the first screen. */
const GAME_ID = /^[a-z0-9-]{1,100}$/;

/**
 * game/{gameId}/{demo?} (§2.2): a missing or malformed id, or a last segment other than `demo`, is an unknown
 * route. The page waits for the session, so that a signed-in player's real-money launch is not taken for a
 * guest's.
 */
export const gameLoader = withLanguage(async ({ params }, language) => {
  const { gameId, demo } = params;
  if (gameId === undefined || !GAME_ID.test(gameId) || (demo !== undefined && demo !== 'demo'))
    return to(PATHS.notFound, language);
  await loadSession();
  return null;
});
