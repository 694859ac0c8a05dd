import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GameSearchResult } from '@casino/contracts';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { aGame, aGameList } from '../../../test/fixtures.ts';
import { mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import SearchModal from './search-modal.tsx';

const valhalla = aGame({ id: 'mighty-valhalla', name: 'Mighty Valhalla', providerName: 'Northern Lights' });
const dice = aGame({ id: 'ember-dice', name: 'Ember Dice', providerName: 'Ember Forge' });
const found: GameSearchResult = {
  games: [valhalla, dice],
  providers: [{ id: 9, name: 'Ember Forge', games: 3 }],
};

beforeEach(() => {
  localStorage.clear();
  setAuthenticated(false);
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

function renderSearch() {
  const close = vi.fn();
  const view = renderWithProviders(<SearchModal name="SEARCH" props={{}} close={close} />);
  return { ...view, close, input: screen.getByRole('combobox', { name: 'Search games and providers' }) };
}

describe('the search modal', () => {
  it('searches as the player types, once they pause, and groups games and providers', async () => {
    const { urls } = mockApi({ 'GET /api/search': found });
    const { user, input } = renderSearch();
    await user.type(input, 'valhala');
    const games = await screen.findByRole('group', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mighty ValhallaNorthern Lights', 'Ember DiceEmber Forge']);
    expect(within(screen.getByRole('group', { name: 'Providers' })).getByRole('option')).toHaveTextContent(
      'Ember Forge3 games',
    );
    // Debounced: one request for the whole word, not one per letter.
    const searches = urls.filter((url) => url.pathname === '/api/search');
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['valhala']);
  });

  it('moves through the results with the arrow keys and opens the game with Enter, remembering the search', async () => {
    mockApi({ 'GET /api/search': found });
    const { user, input, close } = renderSearch();
    await user.type(input, 'valhala');
    await screen.findByRole('group', { name: 'Games' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getByRole('option', { name: /Mighty Valhalla/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(close).toHaveBeenCalled();
    // A guest opens the demo.
    expect(screen.getByTestId('location')).toHaveTextContent('/game/mighty-valhalla/demo');
    expect(JSON.parse(localStorage.getItem('gameRecentSearches') ?? '[]')).toEqual(['valhala']);
  });

  it('opens a provider’s page and remembers the provider', async () => {
    mockApi({ 'GET /api/search': found });
    const { user, input } = renderSearch();
    await user.type(input, 'ember');
    await user.click(await screen.findByRole('option', { name: /Ember Forge3 games/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/games?provider=9');
    expect(JSON.parse(localStorage.getItem('providerRecentSearches') ?? '[]')).toEqual([
      { id: 9, name: 'Ember Forge' },
    ]);
  });

  it('says no games were found and suggests the top games', async () => {
    mockApi({
      'GET /api/search': { games: [], providers: [] },
      'GET /api/games': (_call: RecordedCall, url: URL) =>
        url.searchParams.get('category') === 'top'
          ? { status: 200, body: aGameList([valhalla]) }
          : { status: 200, body: aGameList([]) },
    });
    const { user, input } = renderSearch();
    await user.type(input, 'zzqx');
    expect(await screen.findByText(/No games found/)).toBeInTheDocument();
    const suggestions = await screen.findByRole('group', { name: 'Top games' });
    expect(within(suggestions).getByRole('option')).toHaveTextContent('Mighty Valhalla');
  });

  it('lists the recent searches while the field is empty, each removable, all clearable', async () => {
    localStorage.setItem('gameRecentSearches', JSON.stringify(['valhalla', 'dice']));
    localStorage.setItem('providerRecentSearches', JSON.stringify([{ id: 9, name: 'Ember Forge' }]));
    mockApi({ 'GET /api/search': found });
    const { user, input } = renderSearch();
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('button', { name: /^(valhalla|dice)$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove dice from recent searches' }));
    expect(JSON.parse(localStorage.getItem('gameRecentSearches') ?? '[]')).toEqual(['valhalla']);
    // Choosing a recent search searches it again.
    await user.click(screen.getByRole('button', { name: 'valhalla' }));
    expect(input).toHaveValue('valhalla');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem('gameRecentSearches')).toBeNull();
    expect(localStorage.getItem('providerRecentSearches')).toBeNull();
    await waitFor(() => expect(screen.getByText(/Small typos are fine/)).toBeInTheDocument());
  });
});
