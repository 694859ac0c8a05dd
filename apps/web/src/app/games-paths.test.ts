import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, LANGUAGES } from '@casino/rules';
import type { RouteHandle } from '../features/placeholder/route-handle.ts';
import { appRoutes } from './routes.tsx';

/** The games route a path ends on, and the category it shows there. */
function gamesMatch(path: string) {
  const leaf = matchRoutes(appRoutes, path)?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  return {
    games: handle?.titleFromCategory === true,
    category: leaf?.params.categoryId ?? handle?.category,
  };
}

describe('games/{categoryId}', () => {
  // A category named like a page of its own (jackpots) must not read as a language segment and that page.
  it.each(GAME_CATEGORIES)(
    '/games/%s is the games page of that category, with or without a language',
    (category) => {
      expect(gamesMatch(`/games/${category}`)).toEqual({ games: true, category });
      for (const language of LANGUAGES.filter((code) => code !== 'en'))
        expect(gamesMatch(`/${language}/games/${category}`)).toEqual({ games: true, category });
    },
  );
});
