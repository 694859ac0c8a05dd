import { lazy, Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { DepositBannerFrame } from './deposit-banner-frame.tsx';

const GuestDepositBanner = lazy(() => lazyWithRetry(() => import('./deposit-banner.tsx')));
const PlayerDepositBanner = lazy(() => lazyWithRetry(() => import('./player-deposit-banner.tsx')));

/**
 * The deposit banner's place on the main page (§2.7). The banner's form is its own chunk, requested only after
 * the first paint, so the lobby's first load carries none of its code. Its place is held from the first paint
 * by the banner's frame with the welcome card, the guest's banner less its form (which the frame replaces by a
 * block of the same height): the sections below never move when the form arrives.
 *
 * The same frame stands while the session is unknown (the boot does not wait for it) and, for a player, until
 * the balance and the deposit count are known: most first visits are guests, for whom this is the final size.
 * A player then sees at most one change, when the balance is above the threshold (the banner goes) or there
 * were 3 deposits (the welcome card goes); neither can be known before the player's own data has loaded.
 */
export function DepositBannerSlot() {
  const painted = useAfterFirstPaint();
  const authenticated = useIsAuthenticated();
  const reserved = <DepositBannerFrame showWelcome />;
  if (!painted) return reserved;
  return (
    <Suspense fallback={reserved}>
      {authenticated ? <PlayerDepositBanner /> : <GuestDepositBanner />}
    </Suspense>
  );
}
