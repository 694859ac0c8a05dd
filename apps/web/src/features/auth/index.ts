/** The public face of the auth feature for other features. */
export { useLogout } from './lib/use-logout.ts';
export { useMe, meQueryOptions, ME_QUERY_KEY } from './api/get-me.ts';
export { usePlayerBalance, type PlayerBalance } from './lib/use-player-balance.ts';
export { useSessionCacheSync } from './lib/use-session-cache-sync.ts';
