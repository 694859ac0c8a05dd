import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Crash(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reloads the page and counts the attempt', () => {
    const effects = { reload: vi.fn(), goToOrigin: vi.fn() };
    render(
      <AppErrorBoundary effects={effects}>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.reloadCount)).toBe('1');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the error screen with a retry button after three reloads', () => {
    localStorage.setItem(STORAGE_KEYS.reloadCount, '3');
    const effects = { reload: vi.fn(), goToOrigin: vi.fn() };
    render(
      <AppErrorBoundary effects={effects}>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(effects.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('The page could not be loaded. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
