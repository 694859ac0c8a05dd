import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BottomBar } from './bottom-bar.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: {} });
});

describe('BottomBar', () => {
  it('has five items: promo, slots, the centre action, live and search', () => {
    renderWithProviders(<BottomBar />, { route: '/ro' });
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getAllByRole('listitem')).toHaveLength(5);
    expect(within(bar).getByRole('link', { name: 'Promo' })).toHaveAttribute('href', '/ro/bonuses');
    expect(within(bar).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/ro/games/slots');
    expect(within(bar).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/ro/games/live');
  });

  it('offers a guest sign-up from the centre button', async () => {
    const { user } = renderWithProviders(<BottomBar />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('opens the search modal', async () => {
    const { user } = renderWithProviders(<BottomBar />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SEARCH']);
  });
});
