import { lazy, Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

const GuestDepositBanner = lazy(() => lazyWithRetry(() => import('./deposit-banner.tsx')));
const PlayerDepositBanner = lazy(() => lazyWithRetry(() => import('./player-deposit-banner.tsx')));

/**
 * The deposit banner's place on the main page (§2.7). The banner is its own chunk, requested only after the
 * first paint, so the lobby's first load carries none of its code.
 */
export function DepositBannerSlot() {
  const painted = useAfterFirstPaint();
  const authenticated = useIsAuthenticated();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>{authenticated ? <PlayerDepositBanner /> : <GuestDepositBanner />}</Suspense>
  );
}
