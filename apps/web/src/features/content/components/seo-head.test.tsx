import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SeoHead } from './seo-head.tsx';

const seoPages = {
  items: [
    { code: 'seo_main', path: '/', title: 'Lumen Casino – online casino', description: 'Over 9,000 games.' },
    {
      code: 'seo_slots',
      path: '/games/slots',
      title: 'Slots at Lumen Casino',
      description: 'Every slot in one place.',
    },
  ],
};

const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
  mockApi({ 'GET /api/content/seo-pages': seoPages });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SeoHead', () => {
  it('sets title, description and canonical from the page matching the path without its language', async () => {
    renderWithProviders(<SeoHead />, { route: '/de/games/slots' });
    await waitFor(() => expect(document.title).toBe('Slots at Lumen Casino'));
    expect(meta()?.content).toBe('Every slot in one place.');
    expect(canonical()?.href).toBe(`${window.location.origin}/de/games/slots`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('falls back to the main SEO page and follows route changes', async () => {
    const { user } = renderWithProviders(
      <>
        <SeoHead />
        <Link to="/games/slots">slots</Link>
      </>,
      { route: '/tournaments' },
    );
    await waitFor(() => expect(document.title).toBe('Lumen Casino – online casino'));
    expect(meta()?.content).toBe('Over 9,000 games.');
    expect(canonical()?.href).toBe(`${window.location.origin}/tournaments`);

    await user.click(screen.getByRole('link', { name: 'slots' }));
    await waitFor(() => expect(document.title).toBe('Slots at Lumen Casino'));
    expect(canonical()?.href).toBe(`${window.location.origin}/games/slots`);
  });
});
