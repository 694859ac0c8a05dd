/** The public face of the games feature for other features (lobby carousels, search). */
export { GameTile } from './components/game-tile.tsx';
export { gamePath, tileAction, type GameRouteState } from './lib/game-paths.ts';
export { gameNameParam } from './lib/game-name-param.ts';
export { isGamePage } from './lib/is-game-page.ts';
export { useGameCounts } from './api/get-game-counts.ts';
export { useGame } from './api/get-game.ts';
export { CategorySwitcher } from './components/category-switcher.tsx';
export { gamesQueryOptions } from './api/get-games.ts';
