import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayerProtection, PlaySession } from '@casino/contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { mockApi, reply } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProtectionWatch from './protection-watch.tsx';

const MINUTE = 60_000;

function protection(minutes: number | null): PlayerProtection {
  return {
    market: 'default',
    exclusion: null,
    returnRequest: { mayRequest: false, returnsAt: null },
    limits: [],
    realityCheck: { minutes, mayBeOff: true },
    coolingOffHours: 24,
  };
}

const session = (startedMinutesAgo: number, endsAt: string | null = null): PlaySession => ({
  startedAt: new Date(Date.now() - startedMinutesAgo * MINUTE).toISOString(),
  endsAt,
  netResult: -1_250,
  staked: 4_000,
  currency: 'EUR',
});

beforeEach(() => window.sessionStorage.clear());

describe('ProtectionWatch', () => {
  it('shows the reality check once its interval has passed, with time played and the net result', async () => {
    mockApi({ 'GET /api/protection': protection(10), 'GET /api/protection/session': session(12) });
    const { user } = renderWithProviders(<ProtectionWatch />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 12 min this session.');
    await waitFor(() => expect(dialog).toHaveTextContent('Net result this session: -€12.50'));
    // Only an answer closes it: Escape is not one.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.realityCheckAnswered)).toMatch(/\|\d+$/);
  });

  it('asks nothing before the interval, nor when reality checks are off', async () => {
    mockApi({ 'GET /api/protection': protection(30), 'GET /api/protection/session': session(5) });
    renderWithProviders(<ProtectionWatch />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops play and signs out from the reality check', async () => {
    const { calls } = mockApi({
      'GET /api/protection': protection(10),
      'GET /api/protection/session': session(11),
      'POST /api/protection/stop-play': reply(204),
      'POST /api/auth/logout': reply(204),
    });
    const { user } = renderWithProviders(<ProtectionWatch />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/auth/logout'));
    expect(calls.map((call) => call.path)).toContain('/api/protection/stop-play');
  });

  it('ends the session at the session time limit with sign-out as the only way on', async () => {
    mockApi({
      'GET /api/protection': protection(null),
      'GET /api/protection/session': session(30, new Date(Date.now() - 1_000).toISOString()),
    });
    renderWithProviders(<ProtectionWatch />);
    const dialog = await screen.findByRole('dialog', { name: 'Session time limit reached' });
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue playing' })).not.toBeInTheDocument();
  });
});
