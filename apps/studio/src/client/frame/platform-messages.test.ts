import { describe, expect, it } from 'vitest';
import { readPlatformMessage } from './platform-messages.ts';

const parent = {} as Window;
const view = { parent };
const referrer = 'https://casino.example/game/lumen-slot';
const pause = { source: 'lumen-platform', type: 'pause' };

describe('messages from the framing platform', () => {
  it('takes a pause from the parent window at the origin that framed the game', () => {
    expect(
      readPlatformMessage({ source: parent, origin: 'https://casino.example', data: pause }, view, referrer),
    ).toEqual(pause);
  });

  it.each([
    ['another window', { source: {} as Window, origin: 'https://casino.example', data: pause }],
    ['another origin', { source: parent, origin: 'https://evil.example', data: pause }],
    [
      'another shape',
      { source: parent, origin: 'https://casino.example', data: { source: 'lumen-platform', type: 'spin' } },
    ],
    ['no object', { source: parent, origin: 'https://casino.example', data: 'pause' }],
  ])('ignores a message from %s', (_name, event) => {
    expect(readPlatformMessage(event, view, referrer)).toBeNull();
  });

  it('ignores everything when the game is not framed', () => {
    const alone = {} as { parent: Window };
    alone.parent = alone as unknown as Window;
    expect(
      readPlatformMessage({ source: parent, origin: 'https://casino.example', data: pause }, alone, referrer),
    ).toBeNull();
  });
});
