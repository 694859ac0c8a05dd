import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useInstallPrompt, type InstallPrompt } from '../../pwa/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InstallBanner } from './install-banner.tsx';

vi.mock('../../pwa/use-install-prompt.ts', () => ({ useInstallPrompt: vi.fn() }));

function installState(state: Partial<InstallPrompt>): InstallPrompt {
  const full: InstallPrompt = {
    canPrompt: false,
    installed: false,
    isIos: false,
    promptInstall: vi.fn(async () => undefined),
    ...state,
  };
  vi.mocked(useInstallPrompt).mockReturnValue(full);
  return full;
}

beforeEach(() => {
  useUiStore.setState({ modals: {} });
});

describe('InstallBanner', () => {
  it('opens the iOS setup modal on iOS', async () => {
    const state = installState({ isIos: true });
    const { user } = renderWithProviders(<InstallBanner />);
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['IOS_SETUP_MODAL']);
    expect(state.promptInstall).not.toHaveBeenCalled();
  });

  it('shows the browser prompt when one is available', async () => {
    const state = installState({ canPrompt: true });
    const { user } = renderWithProviders(<InstallBanner />);
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(state.promptInstall).toHaveBeenCalledOnce();
  });

  it('goes to the install instructions without a prompt', async () => {
    installState({});
    const { user } = renderWithProviders(<InstallBanner />, { route: '/sl' });
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sl/install-app');
  });

  it('is not shown once installed, and can be dismissed', async () => {
    installState({ installed: true });
    const { unmount } = renderWithProviders(<InstallBanner />);
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).not.toBeInTheDocument();
    unmount();

    installState({});
    const { user } = renderWithProviders(<InstallBanner />);
    expect(screen.getByRole('complementary', { name: 'Install the app' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).not.toBeInTheDocument();
  });
});
