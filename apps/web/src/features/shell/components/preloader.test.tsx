import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PRELOADER_HIDE_MS } from '@casino/rules';
import { Preloader } from './preloader.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Preloader', () => {
  it('is aria-hidden and hides PRELOADER_HIDE_MS after the page has loaded', () => {
    render(<Preloader />);
    const overlay = screen.getByTestId('preloader');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    const visibleClass = overlay.className;
    act(() => vi.advanceTimersByTime(PRELOADER_HIDE_MS - 1));
    expect(overlay.className).toBe(visibleClass);
    act(() => vi.advanceTimersByTime(1));
    expect(overlay.className).not.toBe(visibleClass);
  });
});
