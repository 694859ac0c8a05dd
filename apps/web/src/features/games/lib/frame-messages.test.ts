import { afterEach, describe, expect, it } from 'vitest';
import { STUDIO_ORIGIN } from '../test-support.ts';
import { readFrameMessage } from './frame-messages.ts';

const LAUNCH_URL = `${STUDIO_ORIGIN}/studio/play/starfall-fortune?mode=real&token=t&lang=en`;
const BALANCE = { source: 'lumen-studio', type: 'balance', balance: 12_345, currency: 'EUR', mode: 'real' };

function frame(): HTMLIFrameElement {
  const element = document.createElement('iframe');
  document.body.append(element);
  return element;
}

const event = (data: unknown, origin: string, source: Window | null) =>
  new MessageEvent('message', { data, origin, source });

afterEach(() => {
  document.body.replaceChildren();
});

describe('readFrameMessage', () => {
  it('accepts a message of the protocol from the game’s frame and the launch origin', () => {
    const game = frame();
    expect(readFrameMessage(event(BALANCE, STUDIO_ORIGIN, game.contentWindow), game, LAUNCH_URL)).toEqual(
      BALANCE,
    );
    const stop = { source: 'lumen-studio', type: 'error', code: 'TOKEN_EXPIRED' };
    expect(readFrameMessage(event(stop, STUDIO_ORIGIN, game.contentWindow), game, LAUNCH_URL)).toEqual(stop);
  });

  it('reads the round messages: begun, and shown with the balance after it (null when unknown)', () => {
    const game = frame();
    const read = (data: unknown) =>
      readFrameMessage(event(data, STUDIO_ORIGIN, game.contentWindow), game, LAUNCH_URL);
    const started = { source: 'lumen-studio', type: 'round-start', gameId: 'starfall-fortune' };
    const shown = { ...BALANCE, type: 'round-result', gameId: 'starfall-fortune' };
    expect(read(started)).toEqual(started);
    expect(read(shown)).toEqual(shown);
    expect(read({ ...shown, balance: null })).toEqual({ ...shown, balance: null });
    expect(read({ ...shown, balance: 12.5 })).toBeNull();
    expect(read({ source: 'lumen-studio', type: 'round-start' })).toBeNull();
  });

  it('ignores another origin, another frame and the page itself', () => {
    const game = frame();
    const other = frame();
    expect(
      readFrameMessage(event(BALANCE, 'http://evil.example', game.contentWindow), game, LAUNCH_URL),
    ).toBeNull();
    expect(readFrameMessage(event(BALANCE, STUDIO_ORIGIN, other.contentWindow), game, LAUNCH_URL)).toBeNull();
    expect(readFrameMessage(event(BALANCE, STUDIO_ORIGIN, window), game, LAUNCH_URL)).toBeNull();
    expect(readFrameMessage(event(BALANCE, STUDIO_ORIGIN, null), game, LAUNCH_URL)).toBeNull();
  });

  it('ignores data outside the protocol', () => {
    const game = frame();
    const read = (data: unknown) =>
      readFrameMessage(event(data, STUDIO_ORIGIN, game.contentWindow), game, LAUNCH_URL);
    expect(read('balance')).toBeNull();
    expect(read({ ...BALANCE, source: 'other-studio' })).toBeNull();
    expect(read({ ...BALANCE, balance: '12345' })).toBeNull();
    expect(read({ ...BALANCE, mode: 'fun' })).toBeNull();
    expect(read({ source: 'lumen-studio', type: 'jackpot' })).toBeNull();
  });

  it('takes the page’s own origin for a launch address on this site', () => {
    const game = frame();
    const message = { source: 'lumen-studio', type: 'ready', gameId: 'starfall-fortune' };
    expect(
      readFrameMessage(
        event(message, window.location.origin, game.contentWindow),
        game,
        '/studio/play/starfall-fortune?mode=demo',
      ),
    ).toEqual(message);
  });
});
