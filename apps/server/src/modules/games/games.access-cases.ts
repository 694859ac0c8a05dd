import { everyone, signedIn, staffOnly, type AccessCase } from '../../test/access-cases.ts';

/** Operators only: guests 401, players and the support-role staff caller 403. */
const adminsOnly = staffOnly(403);

/**
 * The game routes' rows for the access test of every /api route. The access test's app has no catalogue (no
 * STUDIO_URL), so a game id names nothing: the rows check who gets past the guard; the flows are in
 * games-catalogue.int.test.ts and game-launch.int.test.ts.
 */
export const gameAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/games', expect: everyone(200) },
  { method: 'GET', route: '/api/games/counts', expect: everyone(200) },
  { method: 'GET', route: '/api/providers', expect: everyone(200) },
  { method: 'GET', route: '/api/search', url: () => '/api/search?q=valhalla', expect: everyone(200) },
  { method: 'GET', route: '/api/games/:id', url: () => '/api/games/no-such-game', expect: everyone(404) },
  {
    method: 'POST',
    route: '/api/games/:id/launch',
    url: () => '/api/games/no-such-game/launch',
    body: () => ({ mode: 'demo', language: 'en' }),
    // Open to guests (demo play); a signed-in caller's write still needs its CSRF token, which the test sends.
    expect: everyone(404),
  },
  // A player's own favourites: any signed-in account, never a guest (an unknown game is 404 past the guard).
  { method: 'GET', route: '/api/favorites', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/favorites/:id',
    url: () => '/api/favorites/no-such-game',
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/favorites/:id',
    url: () => '/api/favorites/no-such-game',
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/staff/games', expect: staffOnly(200) },
  {
    method: 'PATCH',
    route: '/api/staff/games/:id',
    url: () => '/api/staff/games/no-such-game',
    body: () => ({ enabled: false }),
    expect: adminsOnly,
  },
  { method: 'POST', route: '/api/staff/games/import', expect: adminsOnly },
];
