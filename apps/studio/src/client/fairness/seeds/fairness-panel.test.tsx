import '@testing-library/jest-dom/vitest';
import { hashServerSeed } from '@casino/game-math';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rotation, SeedCommitment } from '../../../shared/play-api.ts';
import { FairnessPanel } from '../index.ts';
import { mockFetch, refusal } from '../test-support/mock-fetch.ts';
import { bonusBuySlot, storedSpin } from '../test-support/stored-rounds.ts';

const BASE = '/studio/api/sessions/session-1/seeds';
const OLD_SEED = 'a'.repeat(64);
const current: SeedCommitment = { serverSeedHash: hashServerSeed(OLD_SEED), clientSeed: 'lucky', nonce: 7 };
const rotation: Rotation = {
  revealed: {
    serverSeed: OLD_SEED,
    serverSeedHash: hashServerSeed(OLD_SEED),
    clientSeed: 'lucky',
    roundsPlayed: 7,
  },
  current: { serverSeedHash: hashServerSeed('b'.repeat(64)), clientSeed: 'lucky', nonce: 0 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const onSeedsChanged = vi.fn();
  const onClose = vi.fn();
  render(
    <FairnessPanel sessionId="session-1" language="en" onClose={onClose} onSeedsChanged={onSeedsChanged} />,
  );
  return { onSeedsChanged, onClose };
}

describe('FairnessPanel', () => {
  it('shows the current commitment, client seed and next nonce', async () => {
    mockFetch({ [`GET ${BASE}`]: { status: 200, body: current } });
    renderPanel();
    expect(await screen.findByText(current.serverSeedHash)).toBeInTheDocument();
    expect(screen.getByText('Client seed').nextElementSibling).toHaveTextContent('lucky');
    expect(screen.getByText('Next nonce').nextElementSibling).toHaveTextContent('7');
  });

  it('rotates: reveals the previous seed, shows the new commitment and tells the game', async () => {
    const { requests } = mockFetch({
      [`GET ${BASE}`]: { status: 200, body: current },
      [`POST ${BASE}/rotate`]: { status: 200, body: rotation },
    });
    const { onSeedsChanged } = renderPanel();
    await screen.findByText(current.serverSeedHash);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));

    expect(await screen.findByText(OLD_SEED)).toBeInTheDocument();
    expect(
      screen.getByText('The SHA-256 of the revealed seed matches this hash', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rounds played on it').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText(rotation.current.serverSeedHash)).toBeInTheDocument();
    expect(screen.getByText('Next nonce').nextElementSibling).toHaveTextContent('0');
    expect(
      screen.getAllByRole('status').some((status) => status.textContent?.includes('Your seeds have changed')),
    ).toBe(true);
    expect(onSeedsChanged).toHaveBeenCalledExactlyOnceWith(rotation.current);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('sends a new client seed trimmed, after checking it', async () => {
    const changed: Rotation = { ...rotation, current: { ...rotation.current, clientSeed: 'my new seed' } };
    const { requests } = mockFetch({
      [`GET ${BASE}`]: { status: 200, body: current },
      [`PUT ${BASE}/client`]: { status: 200, body: changed },
    });
    const { onSeedsChanged } = renderPanel();
    const field = screen.getByRole('textbox', { name: 'New client seed' });

    await userEvent.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a client seed.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'x'.repeat(65));
    await userEvent.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Use 64 characters at most.');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, '  my new seed ');
    await userEvent.click(screen.getByRole('button', { name: 'Save client seed' }));
    expect(await screen.findByText(OLD_SEED)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ clientSeed: 'my new seed' });
    expect(onSeedsChanged).toHaveBeenCalledExactlyOnceWith(changed.current);
  });

  it('asks to finish the free spins first while a feature is in progress', async () => {
    mockFetch({
      [`GET ${BASE}`]: { status: 200, body: current },
      [`POST ${BASE}/rotate`]: refusal(409, 'FEATURE_IN_PROGRESS'),
    });
    const { onSeedsChanged } = renderPanel();
    await screen.findByText(current.serverSeedHash);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finish your free spins first');
    expect(screen.getByText('Next nonce').nextElementSibling).toHaveTextContent('7');
    expect(onSeedsChanged).not.toHaveBeenCalled();
  });

  it('keeps showing the seeds of the last rotation when a later change is refused', async () => {
    mockFetch({
      [`GET ${BASE}`]: { status: 200, body: current },
      [`POST ${BASE}/rotate`]: [{ status: 200, body: rotation }, refusal(409, 'FEATURE_IN_PROGRESS')],
    });
    const { onSeedsChanged } = renderPanel();
    await screen.findByText(current.serverSeedHash);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    await screen.findByText(OLD_SEED);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finish your free spins first');
    expect(screen.getByText(rotation.current.serverSeedHash)).toBeInTheDocument();
    expect(screen.getByText('Next nonce').nextElementSibling).toHaveTextContent('0');
    expect(onSeedsChanged).toHaveBeenCalledOnce();
  });

  it('verifies a round by id, and leads to rotation when its seed is still secret', async () => {
    const round = storedSpin(bonusBuySlot, { nonce: 2 }, 100);
    mockFetch({
      [`GET ${BASE}`]: { status: 200, body: current },
      'GET /studio/api/rounds/unknown/verify': refusal(404, 'ROUND_NOT_FOUND'),
      [`GET /studio/api/rounds/${round.roundId}/verify`]: {
        status: 200,
        body: { ...round, serverSeed: null },
      },
    });
    renderPanel();
    const field = screen.getByRole('textbox', { name: 'Round ID' });
    await userEvent.type(field, 'unknown');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no round with this ID');

    await userEvent.clear(field);
    await userEvent.type(field, ` ${round.roundId} `);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/still in use, so it is kept secret/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to seed rotation' }));
    expect(screen.getByRole('button', { name: 'Rotate seed' })).toHaveFocus();
  });
});
