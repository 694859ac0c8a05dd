import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

beforeEach(() => {
  localStorage.clear();
});

describe('CookieBanner', () => {
  it('is a labelled region until the okay button stores the consent', async () => {
    const { user } = renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('stays hidden once cookiesAccepted is "true"', () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('shows again for any other stored value', () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'false');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('links the privacy policy in the current language', () => {
    renderWithProviders(<CookieBanner />, { route: '/pt/bonuses' });
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/pt/info_pages/privacy_policy',
    );
  });
});
