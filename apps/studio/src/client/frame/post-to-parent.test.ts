import { describe, expect, it, vi } from 'vitest';
import { postToParent } from './post-to-parent.ts';

function framedView() {
  const postMessage = vi.fn();
  return { view: { parent: { postMessage } as unknown as Window }, postMessage };
}

describe('messages to the framing page', () => {
  it('posts to the origin of the page that framed the game', () => {
    const { view, postMessage } = framedView();
    expect(
      postToParent({ type: 'ready', gameId: 'mighty-valhalla' }, view, 'https://casino.test/game/x?y=1'),
    ).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'lumen-studio', type: 'ready', gameId: 'mighty-valhalla' },
      'https://casino.test',
    );
  });

  it('posts nothing when not framed or when the framing page is unknown', () => {
    const { view, postMessage } = framedView();
    expect(postToParent({ type: 'error', code: 'TOKEN_EXPIRED' }, view, '')).toBe(false);
    expect(postToParent({ type: 'error', code: 'TOKEN_EXPIRED' }, view, 'not a url')).toBe(false);
    const alone = {} as { parent: Window };
    alone.parent = alone as unknown as Window;
    expect(postToParent({ type: 'error', code: 'TOKEN_EXPIRED' }, alone, 'https://casino.test/')).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
