import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import InfoPageScreen from './info-page-screen.tsx';

const screenAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/info_pages/:page" element={<InfoPageScreen />} />
      <Route path="/:lang/info_pages/:page" element={<InfoPageScreen />} />
    </Routes>,
    { route },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InfoPageScreen', () => {
  it('shows a skeleton, then the page title and its HTML content in the current language', async () => {
    const { fetchMock } = mockApi({
      'GET /api/content/info-pages/privacy_policy': {
        page: {
          code: 'privacy_policy',
          title: 'Privacy policy',
          content: '<p>We keep your data <strong>safe</strong>.</p>',
          childs: [],
        },
      },
    });
    screenAt('/de/info_pages/privacy_policy');
    expect(screen.getByTestId('info-page-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('safe').tagName).toBe('STRONG');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get('lang')).toBe('de');
  });

  it('says the page was not found for an unknown page, with a link to main', async () => {
    mockApi({ 'GET /api/content/info-pages/nothing_here': apiError(404, 'not_found') });
    screenAt('/fr/info_pages/nothing_here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/fr');
  });

  it('does not ask the server for a code that cannot exist', () => {
    const { fetchMock } = mockApi({});
    screenAt('/info_pages/..%2Fadmin');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    // A server error is retried twice (1 s and 2 s apart) before the screen gives up.
    mockApi({ 'GET /api/content/info-pages/terms': apiError(500, 'internal') });
    screenAt('/info_pages/terms');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
