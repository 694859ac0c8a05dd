import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Footer } from './footer.tsx';

const infoPages = {
  items: [
    {
      code: 'about',
      title: 'About',
      content: '',
      childs: [
        { code: 'privacy_policy', title: 'Privacy policy', content: '<p>Privacy</p>', childs: [] },
        { code: 'affiliates', title: 'Affiliates', content: 'https://partners.example.com/join', childs: [] },
      ],
    },
    {
      code: 'help',
      title: 'Help',
      content: '',
      childs: [
        { code: 'support_block', title: 'Support', content: '<p>Write to us</p>', childs: [] },
        { code: 'quick_link', title: 'Slots', content: 'games/slots', childs: [] },
      ],
    },
  ],
};
const licence = { title: 'Licence', content: '<p>Licensed and regulated.</p>' };

beforeEach(() => {
  mockApi({ 'GET /api/content/info-pages': infoPages, 'GET /api/content/licence': licence });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Footer', () => {
  it('shows skeletons while the columns load, then one column per top-level node', async () => {
    renderWithProviders(<Footer />);
    expect(screen.getByTestId('footer-columns-skeleton')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Information' });
    expect(within(nav).getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByTestId('footer-columns-skeleton')).not.toBeInTheDocument();
  });

  it('links an ordinary page to its localized information page', async () => {
    renderWithProviders(<Footer />, { route: '/de/faq' });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/de/info_pages/privacy_policy',
    );
  });

  it('opens affiliates in a new tab without giving it the opener', async () => {
    renderWithProviders(<Footer />);
    const link = await screen.findByRole('link', { name: /Affiliates/ });
    expect(link).toHaveAttribute('href', 'https://partners.example.com/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends a quick link to main plus its content path', async () => {
    renderWithProviders(<Footer />, { route: '/fr' });
    expect(await screen.findByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/fr/games/slots');
  });

  it('offers e-mail to support for support_block and the live-chat button without a chat service', async () => {
    renderWithProviders(<Footer />);
    const help = await screen.findByRole('list', { name: 'Help' });
    // Until the contact page names the address, both lead to it; neither promises a chat.
    expect(within(help).getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
      'href',
      '/info_pages/contact_us',
    );
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('shows the licence text from the content API', async () => {
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('heading', { name: 'Licence' })).toBeInTheDocument();
    expect(screen.getByText('Licensed and regulated.')).toBeInTheDocument();
  });

  it('offers a labelled language picker and the payment methods', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    const payments = screen.getByRole('list', { name: 'Payment methods' });
    for (const method of ['Bank transfer', 'Visa', 'Mastercard', 'Bitcoin', 'Ethereum', 'USDT', 'And more']) {
      expect(within(payments).getByText(method)).toBeInTheDocument();
    }
  });

  it('states the rights with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    renderWithProviders(<Footer />);
    expect(screen.getByText('© 2031 Lumen Casino. All rights reserved.')).toBeInTheDocument();
  });

  it('links the logo to main', () => {
    renderWithProviders(<Footer />, { route: '/sk/loyalty' });
    expect(screen.getByRole('link', { name: 'Lumen Casino – main page' })).toHaveAttribute('href', '/sk');
  });
});
