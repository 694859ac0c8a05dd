import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from 'react-router';
import { isLanguage } from '@casino/rules';
import { BlockedCountryScreen } from '../features/errors/routes/blocked-country-screen.tsx';
import { RouteErrorScreen } from '../features/errors/routes/route-error-screen.tsx';
import { loadSession } from '../lib/session.ts';
import { BlockedLayout } from './blocked-layout.tsx';
import { lazyScreen } from './lazy-route.ts';
import { ProtectedOutlet } from './protected-outlet.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { languageLoader, requireAuthLoader, resetPasswordLoader } from './route-loaders.ts';

/**
 * The route table of the app in a blocked country (§6): a signed-in player reaches their withdrawal (bank and
 * crypto), their payment and game histories, and the verification a withdrawal needs; every other path shows
 * the blocked screen, whose login leads a guest to the withdrawal. The password-reset link still works, so a
 * player who forgot their password can reach their money. Loaded only when /api/geo says blocked.
 */

const screen = (path: string, title: string, load: Parameters<typeof lazyScreen>[0]): RouteObject => ({
  path,
  handle: { titleKey: `routes.titles.${title}` },
  lazy: lazyScreen(load),
});

const restrictedScreens: RouteObject[] = [
  screen('withdrawal', 'withdrawal', () => import('../features/cashier/routes/withdrawal-screen.tsx')),
  screen(
    'withdrawal/crypto',
    'cryptoWithdrawal',
    () => import('../features/cashier/routes/crypto-withdrawal-screen.tsx'),
  ),
  screen(
    'balance/payment-history',
    'paymentHistory',
    () => import('../features/wallet/routes/payment-history-screen.tsx'),
  ),
  screen(
    'balance/game-transactions',
    'gameTransactions',
    () => import('../features/wallet/routes/game-transactions-screen.tsx'),
  ),
  screen(
    'balance/game-transactions/bonus',
    'bonusTransactions',
    () => import('../features/wallet/routes/bonus-transactions-screen.tsx'),
  ),
  screen(
    'profile/verification',
    'verification',
    () => import('../features/account/routes/verification-screen.tsx'),
  ),
];

/**
 * The language segment as in the main app (`en` is stripped); any other first segment is just a path the app
 * does not offer here, so the blocked screen at the main page answers it.
 */
const blockedLanguageLoader: LoaderFunction = (args) => {
  const { lang } = args.params;
  if (lang === undefined || isLanguage(lang)) return languageLoader(args);
  throw replace('/');
};

export const blockedRoutes: RouteObject[] = [
  {
    id: 'root',
    // The blocked screen offers a login to guests and the withdrawal to players: it must know which first.
    loader: async () => {
      await loadSession();
      return null;
    },
    Component: BlockedLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        id: 'lang',
        path: ':lang?',
        loader: blockedLanguageLoader,
        ErrorBoundary: RouteErrorScreen,
        children: [
          { loader: requireAuthLoader, Component: ProtectedOutlet, children: restrictedScreens },
          { path: 'reset-password/:token', loader: resetPasswordLoader, element: null },
          { index: true, Component: BlockedCountryScreen },
          { path: '*', Component: BlockedCountryScreen },
        ],
      },
    ],
  },
];

export function createBlockedRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(blockedRoutes);
}
