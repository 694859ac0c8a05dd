import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll-to-top.ts';

describe('scrollToTop', () => {
  let frames: FrameRequestCallback[];
  let now: number;
  const positions: number[] = [];

  beforeEach(() => {
    frames = [];
    now = 0;
    positions.length = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      positions.push(y);
    }) as unknown as typeof window.scrollTo);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: undefined });
  });

  const runFrame = (at: number) => {
    now = at;
    frames.shift()?.(at);
  };

  it('glides to the top over 500 ms', () => {
    scrollToTop();
    runFrame(250);
    expect(positions.at(-1)).toBeGreaterThan(0);
    expect(positions.at(-1)).toBeLessThan(500);
    runFrame(500);
    expect(positions.at(-1)).toBe(0);
    expect(frames).toHaveLength(0);
  });

  it('jumps at once when the player prefers reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('reduce') }),
    });
    scrollToTop();
    expect(positions).toEqual([0]);
    expect(frames).toHaveLength(0);
  });
});
