import { useId } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isGameCategory, offeredCategories } from '@casino/rules';
import { useMarket } from '../../../lib/market.ts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { GAMES_PAGE_SIZE, useGames } from '../api/get-games.ts';
import { useProviders } from '../api/get-providers.ts';
import { CategorySwitcher } from '../components/category-switcher.tsx';
import { ProviderFilter } from '../components/provider-filter.tsx';
import { GameGrid, GameGridSkeleton } from '../components/game-grid.tsx';
import styles from './games-screen.module.css';

/**
 * games/{categoryId?} (§2.6): the games of a category, or all games without one, 15 at a time with
 * "load more", under the category switcher of the page's set and the provider filter. `games?provider=ID` is a
 * provider's page: its games, titled with its name.
 */
export default function GamesScreen() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  const { pathname } = useLocation();
  // A static path (games/jackpots) has no categoryId parameter: its category is the path's last segment.
  const { categoryId = pathname.split('/').filter(Boolean).at(-1) } = useParams();
  const category = isGameCategory(categoryId) ? categoryId : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const provider = providerParam(searchParams.get('provider'));
  const providerName = useProviders().data?.providers.find((studio) => studio.id === provider)?.name;
  const authenticated = useIsAuthenticated();
  const games = useGames({ category, provider });
  const chooseProvider = (next: number | undefined) =>
    setSearchParams(
      (params) => {
        if (next === undefined) params.delete('provider');
        else params.set('provider', String(next));
        return params;
      },
      { replace: true },
    );
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  const total = games.data?.pages.at(-1)?.total ?? 0;
  const market = useMarket();
  // §4: a category the market does not offer (drops and wins in the UK) leads to all games.
  if (category && offeredCategories(market, [category]).length === 0)
    return <Navigate to={localize('/games')} replace />;

  return (
    <section className={styles.screen} aria-labelledby={titleId} aria-busy={games.isPending}>
      <h1 id={titleId} className={styles.title}>
        {category
          ? t(`routes.category.${category}`)
          : providerName
            ? t('games.providers.title', { name: providerName })
            : t('routes.titles.games')}
      </h1>
      <CategorySwitcher current={category} />
      {category === 'favorites' ? null : <ProviderFilter value={provider} onChange={chooseProvider} />}
      {games.isPending ? (
        <GameGridSkeleton count={GAMES_PAGE_SIZE} />
      ) : games.isError && list.length === 0 ? (
        <LoadState failed onRetry={() => void games.refetch()} />
      ) : category === 'favorites' && !authenticated ? (
        <div className={styles.empty}>
          <p>{t('games.favorites.guest')}</p>
          <Button onClick={() => openModal('SIGNUP')}>{t('games.favorites.signUp')}</Button>
        </div>
      ) : category === 'favorites' && list.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('games.favorites.empty')}</p>
          <LinkButton to={localize('/games')} variant="secondary">
            {t('games.list.allGames')}
          </LinkButton>
        </div>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('games.list.empty')}</p>
          <LinkButton to={localize(category ? '/games' : '/')} variant="secondary">
            {category ? t('games.list.allGames') : t('games.list.lobby')}
          </LinkButton>
        </div>
      ) : (
        <>
          <GameGrid games={list} loadingMore={games.isFetchingNextPage ? GAMES_PAGE_SIZE : 0} />
          <div className={styles.more}>
            <p className={styles.count} role="status">
              {t('games.list.count', { shown: list.length, total })}
            </p>
            {games.isFetchNextPageError ? (
              <p className={styles.error} role="alert">
                {t('general.loadError')}
              </p>
            ) : null}
            {games.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void games.fetchNextPage()}
                disabled={games.isFetchingNextPage}
              >
                {games.isFetchNextPageError ? t('general.tryAgain') : t('games.list.loadMore')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/** The `provider` query as a studio id; none for a missing or malformed one. */
function providerParam(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}
