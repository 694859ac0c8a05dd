import type { RouteObject } from 'react-router';
import type { GameCategory } from '@casino/rules';
import { NotFoundScreen } from '../features/errors/routes/not-found-screen.tsx';
import { RouteErrorScreen } from '../features/errors/routes/route-error-screen.tsx';
import { gameLoader } from '../features/games/routes/game-loader.ts';
import type { RouteHandle } from '../features/placeholder/route-handle.ts';
import { lazyScreen } from './lazy-route.ts';
import { ProtectedOutlet } from './protected-outlet.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteFallback } from './route-fallback.tsx';
import {
  actionLoader,
  depositLoader,
  depositSuccessLoader,
  gamesLoader,
  guestModalLoader,
  resetPasswordLoader,
  languageLoader,
  luckyPigeonLoader,
  notFoundLoader,
  paymentHistoryLoader,
  reauthLoader,
  requireAuthLoader,
  sportLoader,
  toMainLoader,
} from './route-loaders.ts';

/**
 * The route table (§2.1–§2.6). Every route sits under the optional language segment `:lang?`, so `/faq` and
 * `/de/faq` are the same screen; the segment is checked by the loaders (unsupported → 404, 'en' → stripped).
 * Every screen is its own lazy chunk.
 */

const comingSoon = lazyScreen(() => import('../features/placeholder/coming-soon-screen.tsx'));
const landingScreen = lazyScreen(() => import('../features/landings/routes/landing-screen.tsx'));

/** A landing page (§2.2): the shared landing screen, told which landing it shows by its handle. */
const landing = (path: string, title: string): RouteObject => ({
  path,
  handle: { titleKey: `routes.titles.${title}`, landing: path },
  lazy: landingScreen,
});

/** A screen whose feature lands later: its title and the "opens soon" line. */
function soon(
  path: string,
  title: string,
  extra: Omit<RouteObject, 'path' | 'handle' | 'lazy' | 'children' | 'index'> = {},
): RouteObject {
  const handle: RouteHandle = { titleKey: `routes.titles.${title}` };
  return { path, handle, lazy: comingSoon, ...extra };
}

/** A route that only acts and redirects (its loader always answers with a redirect). */
const redirectOnly = (path: string, loader: RouteObject['loader']): RouteObject => ({
  path,
  loader,
  element: null,
});

/**
 * Account area (§2.5). Placed at the top level: /profile…, /balance…, /withdrawal…, and /deposit/crypto. Every
 * screen sits inside the account layout; those whose feature lands later say that they open soon.
 */
const accountSoon = lazyScreen(() => import('../features/account/routes/account-soon-screen.tsx'));
const accountScreen = (path: string, title: string, lazy = accountSoon): RouteObject => ({
  path,
  handle: { titleKey: `routes.titles.${title}` } satisfies RouteHandle,
  lazy,
});

const accountRoutes: RouteObject[] = [
  {
    lazy: lazyScreen(() => import('../features/account/routes/account-layout.tsx')),
    children: [
      accountScreen(
        'profile',
        'profile',
        lazyScreen(() => import('../features/account/routes/profile-screen.tsx')),
      ),
      accountScreen(
        'profile/verification',
        'verification',
        lazyScreen(() => import('../features/account/routes/verification-screen.tsx')),
      ),
      accountScreen(
        'profile/security',
        'security',
        lazyScreen(() => import('../features/account/routes/security-screen.tsx')),
      ),
      accountScreen(
        'profile/responsible-gambling',
        'responsibleGambling',
        lazyScreen(() => import('../features/protection/routes/responsible-gambling-screen.tsx')),
      ),
      accountScreen(
        'profile/bonuses',
        'accountBonuses',
        lazyScreen(() => import('../features/bonuses/routes/account-bonuses-screen.tsx')),
      ),
      accountScreen(
        'deposit/crypto',
        'cryptoDeposit',
        lazyScreen(() => import('../features/cashier/routes/crypto-deposit-screen.tsx')),
      ),
      accountScreen(
        'balance',
        'balance',
        lazyScreen(() => import('../features/wallet/routes/balance-screen.tsx')),
      ),
      accountScreen(
        'balance/payment-history',
        'paymentHistory',
        lazyScreen(() => import('../features/wallet/routes/payment-history-screen.tsx')),
      ),
      accountScreen(
        'balance/game-transactions',
        'gameTransactions',
        lazyScreen(() => import('../features/wallet/routes/game-transactions-screen.tsx')),
      ),
      accountScreen(
        'balance/game-transactions/bonus',
        'bonusTransactions',
        lazyScreen(() => import('../features/wallet/routes/bonus-transactions-screen.tsx')),
      ),
      accountScreen(
        'withdrawal',
        'withdrawal',
        lazyScreen(() => import('../features/cashier/routes/withdrawal-screen.tsx')),
      ),
      accountScreen(
        'withdrawal/crypto',
        'cryptoWithdrawal',
        lazyScreen(() => import('../features/cashier/routes/crypto-withdrawal-screen.tsx')),
      ),
    ],
  },
];

const gamesScreen = lazyScreen(() => import('../features/games/routes/games-screen.tsx'));

/** games/{categoryId?} (§2.6); `category` fixes the category of a static path. */
function gamesRoute(path: string, category?: GameCategory): RouteObject {
  const handle: RouteHandle = { titleKey: 'routes.titles.games', titleFromCategory: true, category };
  return { path, handle, loader: category ? undefined : gamesLoader, lazy: gamesScreen };
}

const installApp = lazyScreen(() => import('../features/pwa/routes/install-app-screen.tsx'));

/** Only in development and test builds; the condition is constant in a production build, so the chunk is dropped. */
const devRoutes: RouteObject[] =
  import.meta.env.DEV || import.meta.env.MODE !== 'production'
    ? [
        {
          path: 'mock-modals',
          handle: { titleKey: 'routes.titles.mockModals' },
          lazy: lazyScreen(() => import('./mock-modals-screen.tsx')),
        },
      ]
    : [];

const screenRoutes: RouteObject[] = [
  { index: true, lazy: lazyScreen(() => import('../features/lobby/routes/main-screen.tsx')) },

  // §2.2 public routes
  soon('auth', 'auth'),
  landing('aviator', 'aviator'),
  landing('welcome_offer', 'welcomeOffer'),
  landing('live_casino', 'liveCasino'),
  soon('sport/*', 'sport', { loader: sportLoader }),
  {
    path: 'bonuses',
    handle: { titleKey: 'routes.titles.bonuses' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('../features/bonuses/routes/promotions-screen.tsx')),
  },
  {
    path: 'bonuses/:bonus',
    handle: { titleKey: 'routes.titles.bonus' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('../features/bonuses/routes/promotion-screen.tsx')),
  },
  gamesRoute('games/:categoryId?'),
  // A category named like a page of its own gets a static path, which outranks `:lang?/jackpots`: without it
  // `/games/jackpots` reads as the language "games" and the jackpots page, and ends on the 404 page.
  gamesRoute('games/jackpots', 'jackpots'),
  soon('jackpots', 'jackpots'),
  {
    path: 'game/:gameId?/:demo?',
    handle: { titleKey: 'routes.titles.game' } satisfies RouteHandle,
    loader: gameLoader,
    lazy: lazyScreen(() => import('../features/games/routes/game-screen.tsx')),
  },
  {
    path: 'info_pages/:page',
    lazy: lazyScreen(() => import('../features/content/routes/info-page-screen.tsx')),
  },
  { path: 'faq', lazy: lazyScreen(() => import('../features/content/routes/faq-screen.tsx')) },
  soon('loyalty', 'loyalty'),
  soon('tournaments', 'tournaments'),
  soon('tournaments/network/:code?', 'networkTournament'),
  soon('tournaments/local/:tournamentId', 'localTournament'),
  soon('bonus_shop', 'bonusShop'),
  soon('shop', 'shop'),
  soon('catch-game', 'catchGame'),
  // The sidebar promo tiles' own pages when no gamification widget is configured (features/shell).
  soon('wheel-of-fortune', 'wheelOfFortune'),
  soon('missions', 'missions'),
  soon('big-win', 'bigWin'),
  redirectOnly('lucky-pigeon', luckyPigeonLoader),
  { path: 'install-app/:deviceId?', lazy: installApp },
  { path: 'pwa/install-app/:deviceId?', lazy: installApp },
  redirectOnly('registration', guestModalLoader('SIGNUP')),
  redirectOnly('login', guestModalLoader('LOGIN')),
  redirectOnly('welcome-back', guestModalLoader('WELCOME_BACK')),
  redirectOnly('reset-password/:token', resetPasswordLoader),
  redirectOnly('deposit', depositLoader),
  redirectOnly('deposit/modal', depositLoader),
  // The 404 screen is already in the first chunk (the error element shows it too), so it is not lazy.
  { path: '404', Component: NotFoundScreen },
  redirectOnly('redirect-lobby', toMainLoader),
  redirectOnly('action', actionLoader),
  redirectOnly('reauth/:session', reauthLoader),

  // §2.3 payment results
  redirectOnly('deposit-success/:merchantId?', depositSuccessLoader),
  redirectOnly('deposit-failure/*', paymentHistoryLoader),
  redirectOnly('deposit-cancel/*', paymentHistoryLoader),
  redirectOnly('deposit-return/:merchantId?', paymentHistoryLoader),

  // §2.5 account area, logged-in only
  { id: 'account', loader: requireAuthLoader, Component: ProtectedOutlet, children: accountRoutes },

  ...devRoutes,

  // §2.1 catch-all
  redirectOnly('*', notFoundLoader),
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        id: 'lang',
        path: ':lang?',
        loader: languageLoader,
        HydrateFallback: RouteFallback,
        ErrorBoundary: RouteErrorScreen,
        children: screenRoutes,
      },
    ],
  },
];
