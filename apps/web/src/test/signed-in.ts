import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthenticated } from '../lib/session.ts';
import { useUiStore } from '../lib/ui-store.ts';

/** Runs every test of the file as a signed-in player with no modal or toast open, and restores fetch after. */
export function asSignedInPlayer(): void {
  beforeEach(() => {
    useUiStore.setState({ modals: {}, toasts: [] });
    setAuthenticated(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthenticated(false);
  });
}
