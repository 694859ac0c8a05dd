import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@casino/rules';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { showToast, useUiStore } from '../../lib/ui-store.ts';
import { Toaster } from './toast.tsx';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => useUiStore.setState({ toasts: [] }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces errors assertively and the rest politely', () => {
    render(<Toaster />);
    act(() => {
      showToast({ kind: 'error', text: 'Payment failed' });
      showToast({ kind: 'success', text: 'Profile updated' });
      showToast({ kind: 'info', text: 'general.somethingWentWrong', translate: true });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    const polite = screen.getByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveTextContent('Profile updated');
    expect(polite).toHaveTextContent('Something went wrong');
  });

  it('closes a toast when it is clicked', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      showToast({ kind: 'success', text: 'Copied' });
    });
    await user.click(screen.getByRole('button', { name: /Copied/ }));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('closes a toast by itself after 8 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ kind: 'info', text: 'Hello' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
