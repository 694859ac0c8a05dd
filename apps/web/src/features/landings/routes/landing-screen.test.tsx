import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../app/test-router.tsx';
import { aGame, aPromotion } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { gamePath } from '../../games/index.ts';

vi.mock('../../shell/components/app-shell.tsx', () => ({
  AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
vi.mock('../../content/components/seo-head.tsx', () => ({ SeoHead: () => null }));
vi.mock('../../realtime/use-realtime.ts', () => ({ useRealtime: () => undefined }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jet = aGame({ id: 'jet', name: 'Jet', type: 'crash', rtp: 0.97, hasDemo: true });

it('the aviator landing presents Jet with its published return and leads into the game, for real or free', async () => {
  mockApi({ 'GET /api/games/jet': { game: jet, enabled: true, restricted: false } });
  await renderRoute('/aviator');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jet: cash out before it flies away');
  expect(await screen.findByText('97.00 % return to player for every cash-out target')).toBeInTheDocument();
  expect(screen.getByText('Play Jet').closest('a')).toHaveAttribute('href', '/game/jet?name=Jet');
  expect(screen.getByText('Try it free').closest('a')).toHaveAttribute('href', '/game/jet/demo?name=Jet');
});

it('the landing speaks the page language, in its links too, and claims no return before it has the figure', async () => {
  mockApi({ 'GET /api/games/jet': { game: jet, enabled: true, restricted: false } });
  await renderRoute('/de/aviator');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jet: Auszahlen, bevor er davonfliegt');
  expect(screen.queryByText(/Auszahlungsquote/)).not.toBeInTheDocument();
  expect(await screen.findByText(/Auszahlungsquote für jedes Auszahlungsziel/)).toBeInTheDocument();
  expect(screen.getByText('Jet spielen').closest('a')).toHaveAttribute('href', '/de/game/jet?name=Jet');
});

it('the live casino landing lists the live tables open now with their round clocks and ways in', async () => {
  const schedule = { periodMs: 30_000, bettingMs: 15_000 };
  vi.useFakeTimers({ toFake: ['Date'], now: 90_000 + 5_000 });
  const table = aGame({
    id: 'roulette-hall',
    name: 'Roulette Hall',
    source: 'live',
    roundSchedule: schedule,
  });
  mockApi({ 'GET /api/games': { games: [table], total: 1, page: 1, pageSize: 15 } });
  try {
    await renderRoute('/live_casino');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Live-format tables: one round for every player',
    );
    expect(await screen.findByText('Roulette Hall')).toBeInTheDocument();
    expect(screen.getByTestId('round-clock')).toHaveTextContent('Bets open: 10 s left');
    expect(screen.getByText('Play').closest('a')).toHaveAttribute('href', gamePath(table, 'real'));
    expect(screen.getByText('All live tables').closest('a')).toHaveAttribute('href', '/games/live');
  } finally {
    vi.useRealTimers();
  }
});

it('the welcome offer landing shows the welcome campaign’s terms and the way to claim it, or says none is open', async () => {
  const offer = aPromotion({ title: 'Welcome package', slug: 'welcome' });
  mockApi({ 'GET /api/bonuses/welcome': { offer } });
  await renderRoute('/welcome_offer');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome package' })).toBeInTheDocument();
  expect(screen.getByText('Welcome offer')).toBeInTheDocument();
  cleanup();
  mockApi({ 'GET /api/bonuses/welcome': { offer: null } });
  await renderRoute('/welcome_offer');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No welcome offer is open to you right now.' }),
  ).toBeInTheDocument();
  expect(screen.getByText('See all promotions').closest('a')).toHaveAttribute('href', '/bonuses');
});
