import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, signIn } from '../../../lib/session.ts';
import { PLAYER, welcomeOfferAnswer } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Hero } from '../components/hero.tsx';
import { chooseGuestCurrency } from './offer-currency.ts';

beforeEach(() => {
  resetSessionForTests();
  chooseGuestCurrency(null);
  mockApi({ 'GET /api/bonuses/welcome': welcomeOfferAnswer });
});
afterEach(() => vi.unstubAllGlobals());

// The hero is named by its title (the games count comes from the catalogue, not asked for here).
const heroOffer = () => within(screen.getByRole('region', { name: /in one bright lobby$/ }));

describe('the welcome offer follows the currency, not the language', () => {
  it('a visitor reading Romanian sees the RON offer (the banner starts in RON)', async () => {
    renderWithProviders(<Hero />, { route: '/ro' });
    expect(await heroOffer().findByText('350% up to 57.500 RON')).toBeInTheDocument();
  });

  it('a visitor reading English who picks RON in the banner sees the RON offer', async () => {
    renderWithProviders(<Hero />);
    expect(await heroOffer().findByText('200% up to 1,000 EUR')).toBeInTheDocument();
    act(() => chooseGuestCurrency('RON'));
    expect(await heroOffer().findByText('350% up to 57,500 RON')).toBeInTheDocument();
  });

  it('a EUR account reading Romanian sees the EUR offer', async () => {
    signIn({ ...PLAYER, language: 'ro', currency: 'EUR' });
    renderWithProviders(<Hero />, { route: '/ro' });
    expect(await heroOffer().findByText('200% up to 1.000 EUR')).toBeInTheDocument();
  });

  it('a RON account reading English sees the RON offer', async () => {
    signIn({ ...PLAYER, currency: 'RON' });
    renderWithProviders(<Hero />);
    expect(await heroOffer().findByText('350% up to 57,500 RON')).toBeInTheDocument();
  });

  it('states no offer where no welcome campaign is offered, and holds its place while it loads', async () => {
    mockApi({ 'GET /api/bonuses/welcome': { offer: null } });
    renderWithProviders(<Hero />);
    const hero = screen.getByRole('region', { name: /in one bright lobby$/ });
    expect(hero.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(hero.querySelector('[aria-busy]')).toBeNull());
    expect(within(hero).queryByText(/% up to/)).toBeNull();
    // Nothing else speaks of a bonus either.
    expect(within(hero).queryByText('Welcome bonus')).toBeNull();
    expect(within(hero).queryByText(/Terms and conditions apply/)).toBeNull();
    expect(within(hero).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('states no offer when the offer cannot be read, instead of holding an empty place for ever', async () => {
    mockApi({});
    renderWithProviders(<Hero />);
    const hero = screen.getByRole('region', { name: /in one bright lobby$/ });
    await waitFor(() => expect(hero.querySelector('[aria-busy]')).toBeNull());
    expect(within(hero).queryByText('Welcome bonus')).toBeNull();
  });
});
