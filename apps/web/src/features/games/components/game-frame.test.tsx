import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { interruptPlay } from '../../../lib/play-interruption.ts';
import { PLATFORM_PAUSE_MESSAGE } from '../lib/frame-messages.ts';
import { GameFrame } from './game-frame.tsx';

describe('GameFrame', () => {
  it("tells the game to stop automatic play when something interrupts play, at the game's origin only", () => {
    render(
      <GameFrame
        url="https://studio.example/studio/play/dice?token=t"
        title="Ember Dice"
        onMessage={vi.fn()}
      />,
    );
    const frame = screen.getByTitle('Ember Dice') as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    interruptPlay();
    expect(post).toHaveBeenCalledWith(PLATFORM_PAUSE_MESSAGE, 'https://studio.example');
  });
});
