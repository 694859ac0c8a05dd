import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MainScreen from './main-screen.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: {} });
});

describe('MainScreen', () => {
  it('welcomes with one h1, the welcome offer and the games claim', () => {
    renderWithProviders(<MainScreen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Over 9,000 games in one bright lobby',
    );
    const hero = screen.getByRole('region', { name: 'Over 9,000 games in one bright lobby' });
    expect(within(hero).getByText('200% up to 1,000 EUR')).toBeInTheDocument();
    expect(within(hero).getByText('+ 300 free spins')).toBeInTheDocument();
  });

  it('states the Romanian offer in RON', () => {
    renderWithProviders(<MainScreen />, { route: '/ro' });
    const hero = screen.getByRole('region', { name: /9,000/ });
    expect(within(hero).getByText('350% up to 57,500 RON')).toBeInTheDocument();
  });

  it('offers a guest sign-up', async () => {
    const { user } = renderWithProviders(<MainScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign up and claim' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('holds the deposit banner’s place from the first render, and loads its form after the first paint', async () => {
    renderWithProviders(<MainScreen />);
    const banner = () => screen.getByRole('region', { name: 'Top up and play' });
    expect(banner()).toHaveAttribute('aria-busy', 'true');
    expect(within(banner()).getByTestId('welcome-card')).toHaveTextContent('200% up to 1,000 EUR');
    expect(within(banner()).queryByLabelText('Deposit amount')).toBeNull();

    expect(await screen.findByLabelText('Deposit amount')).toHaveValue('50');
    expect(banner()).not.toHaveAttribute('aria-busy');
    expect(within(banner()).getByRole('button', { name: 'Deposit €50' })).toBeEnabled();
    expect(screen.getAllByRole('region', { name: 'Top up and play' })).toHaveLength(1);
  });

  it('shows the sections later releases fill, each saying it opens soon', () => {
    renderWithProviders(<MainScreen />);
    const titles = [
      'Game categories',
      'Top games',
      'Live casino',
      'New games',
      'Instant games',
      'Jackpot games',
      'Top winners',
    ];
    for (const title of titles) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveTextContent('Opens soon');
    }
    expect(screen.getByRole('region', { name: 'Top games' })).toHaveTextContent('2,600 games');
    expect(screen.getByRole('region', { name: 'Live casino' })).toHaveTextContent('3,355 games');
  });
});
