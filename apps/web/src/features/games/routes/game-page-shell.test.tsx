import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppShell } from '../../shell/index.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

/** The game page takes a phone's whole height: the shell leaves out the bottom bar and the install banner. */

beforeEach(() => {
  useUiStore.setState({ modals: {}, sidebarOpen: false });
  localStorage.clear();
  mockApi({
    'GET /api/content/info-pages': { items: [] },
    'GET /api/content/licence': { title: 'Licence', content: '' },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const bottomBar = () => screen.queryByRole('navigation', { name: 'Quick navigation' });
const installBanner = () => screen.queryByRole('complementary', { name: 'Install the app' });

describe('the shell around the game page', () => {
  it('shows no bottom bar and no install banner on the game page, in any language', () => {
    renderWithProviders(<AppShell>game</AppShell>, { route: '/de/game/starfall-fortune' });
    expect(bottomBar()).toBeNull();
    expect(installBanner()).toBeNull();
  });

  it('keeps both on the other pages', () => {
    renderWithProviders(<AppShell>lobby</AppShell>, { route: '/games/slots' });
    expect(bottomBar()).toBeInTheDocument();
    expect(installBanner()).toBeInTheDocument();
  });
});
