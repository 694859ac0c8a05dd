import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionForTests, signIn } from '../../../lib/session.ts';
import { PLAYER } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Hero } from '../components/hero.tsx';
import { chooseGuestCurrency } from './offer-currency.ts';

beforeEach(() => {
  resetSessionForTests();
  chooseGuestCurrency(null);
});

// The hero is named by its title (the games count comes from the catalogue, not asked for here).
const heroOffer = () => within(screen.getByRole('region', { name: /in one bright lobby$/ }));

describe('the welcome offer follows the currency, not the language', () => {
  it('a visitor reading Romanian sees the RON offer (the banner starts in RON)', () => {
    renderWithProviders(<Hero />, { route: '/ro' });
    expect(heroOffer().getByText('350% up to 57.500 RON')).toBeInTheDocument();
  });

  it('a visitor reading English who picks RON in the banner sees the RON offer', () => {
    renderWithProviders(<Hero />);
    expect(heroOffer().getByText('200% up to 1,000 EUR')).toBeInTheDocument();
    act(() => chooseGuestCurrency('RON'));
    expect(heroOffer().getByText('350% up to 57,500 RON')).toBeInTheDocument();
  });

  it('a EUR account reading Romanian sees the EUR offer', () => {
    signIn({ ...PLAYER, language: 'ro', currency: 'EUR' });
    renderWithProviders(<Hero />, { route: '/ro' });
    expect(heroOffer().getByText('200% up to 1.000 EUR')).toBeInTheDocument();
  });

  it('a RON account reading English sees the RON offer', () => {
    signIn({ ...PLAYER, currency: 'RON' });
    renderWithProviders(<Hero />);
    expect(heroOffer().getByText('350% up to 57,500 RON')).toBeInTheDocument();
  });
});
