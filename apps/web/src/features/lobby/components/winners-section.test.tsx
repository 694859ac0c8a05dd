import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WinnerRow } from '@casino/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WinnersSection } from './winners-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (id: string, login: string, amount: number, currency = 'EUR'): WinnerRow => ({
  id,
  amount,
  currency,
  login,
  game: 'Fruit Lines',
  wonAt: '2026-11-27T10:00:00.000Z',
});

/** The server's tabs: the latest with two wins, the day with one, the others empty. */
function serveWinners() {
  return mockApi({
    'GET /api/winners': (_call: unknown, url: URL) => {
      const list = url.searchParams.get('list');
      const rows =
        list === 'latest'
          ? [row('a', 'Le***a', 40_000), row('b', 'Ma***i', 5_000, 'RON')]
          : list === 'day'
            ? [row('c', 'Ni***a', 800)]
            : [];
      return { status: 200, body: { shown: true, rows } };
    },
  });
}

describe('WinnersSection', () => {
  it('shows the latest wins with game, masked player and profit, and moves between tabs by keyboard', async () => {
    const api = serveWinners();
    renderWithProviders(<WinnersSection />);
    const section = screen.getByRole('region', { name: 'Top winners' });
    const table = await within(section).findByRole('table', { name: 'Latest winners' });
    await within(table).findByText('Le***a');
    const rows = within(table).getAllByRole('row');
    // Money is written with the language's spaces (no-break ones): compared as plain spaces.
    expect(rows.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      'GamePlayerProfit',
      'Fruit LinesLe***a€400.00',
      'Fruit LinesMa***i50.00 lei',
    ]);
    const latest = within(section).getByRole('tab', { name: 'Latest winners' });
    expect(latest).toHaveAttribute('aria-selected', 'true');
    latest.focus();
    fireEvent.keyDown(latest, { key: 'ArrowRight' });
    fireEvent.keyDown(within(section).getByRole('tab', { name: 'High rollers' }), { key: 'ArrowRight' });
    const day = within(section).getByRole('tab', { name: 'Winners of the day' });
    expect(day).toHaveAttribute('aria-selected', 'true');
    expect(day).toHaveFocus();
    expect(await within(section).findByText('Ni***a')).toBeInTheDocument();
    // An empty tab says so and invents nothing.
    fireEvent.keyDown(day, { key: 'End' });
    expect(await within(section).findByText(/No wins in this list yet/)).toBeInTheDocument();
    expect(api.urls.map((url) => url.searchParams.get('list'))).toEqual([
      'latest',
      'highRollers',
      'day',
      'month',
    ]);
  });

  it('leaves the page for an audience the server does not show the block to', async () => {
    mockApi({ 'GET /api/winners': { shown: false, rows: [] } });
    renderWithProviders(<WinnersSection />);
    expect(screen.getByRole('region', { name: 'Top winners' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Top winners' })).toBeNull());
  });
});
