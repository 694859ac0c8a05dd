import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, setAuthenticated } from '../../lib/session.ts';
import { useRealtimeWanted } from './realtime-demand.ts';
import { useRealtime } from './use-realtime.ts';

const connections = vi.hoisted(() => ({ opened: 0, closed: 0 }));
vi.mock('./ws-client.ts', () => ({
  connectRealtime: () => {
    connections.opened++;
    return { close: () => connections.closed++ };
  },
}));

function Page({ winnersOnPage }: { winnersOnPage: boolean }) {
  useRealtime();
  return winnersOnPage ? <WinnersBoard /> : null;
}
function WinnersBoard() {
  useRealtimeWanted();
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the realtime channel', () => {
  afterEach(() => {
    resetSessionForTests();
    connections.opened = 0;
    connections.closed = 0;
  });

  it('stays closed for a guest until a part of the page wants public pushes, and closes when it leaves', async () => {
    const page = render(<Page winnersOnPage={false} />);
    await settle();
    expect(connections.opened).toBe(0);
    page.rerender(<Page winnersOnPage />);
    await settle();
    expect(connections.opened).toBe(1);
    page.rerender(<Page winnersOnPage={false} />);
    await settle();
    expect(connections.closed).toBe(1);
    page.unmount();
  });

  it('opens for a signed-in player, and again for the new session after signing out', async () => {
    const page = render(<Page winnersOnPage />);
    await settle();
    expect(connections.opened).toBe(1);
    act(() => setAuthenticated(true));
    await settle();
    expect(connections).toEqual({ opened: 2, closed: 1 });
    act(() => setAuthenticated(false));
    await settle();
    expect(connections).toEqual({ opened: 3, closed: 2 });
    page.unmount();
  });
});
