import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { InfoPageNode } from '@casino/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FooterLink } from './footer-link.tsx';
import { LiveChatButton } from './live-chat-button.tsx';
import { MenuCards } from './menu-cards.tsx';

const supportBlock: InfoPageNode = { code: 'support_block', title: 'Live chat', content: '', childs: [] };
const contactPage = {
  page: {
    code: 'contact_us',
    title: 'Contact us',
    content: '<h2>E-mail</h2><p>Write to <a href="mailto:help@example.com">help@example.com</a>.</p>',
    childs: [],
  },
};

/** The three live-chat controls: the footer's support link and button, and the sidebar's support card. */
function SupportControls() {
  return (
    <>
      <FooterLink node={supportBlock} />
      <LiveChatButton />
      <MenuCards />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(window, '_chat');
});

describe('support controls without a chat service', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/content/info-pages/contact_us': contactPage });
  });

  it('e-mail the address the contact page names, and never offer a chat', async () => {
    renderWithProviders(<SupportControls />, { route: '/de' });
    const hrefs = () =>
      screen.getAllByRole('link', { name: 'E-mail support' }).map((link) => link.getAttribute('href'));
    await vi.waitFor(() => expect(hrefs()).toEqual(Array(3).fill('mailto:help@example.com')));
    expect(screen.queryByRole('button', { name: /chat/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/chat/i)).not.toBeInTheDocument();
  });

  it('lead to the contact page while it loads, or when it names no address', async () => {
    mockApi({
      'GET /api/content/info-pages/contact_us': { page: { ...contactPage.page, content: '<p>Call us.</p>' } },
    });
    const { queryClient } = renderWithProviders(<SupportControls />, { route: '/fr' });
    for (const link of screen.getAllByRole('link', { name: 'E-mail support' }))
      expect(link).toHaveAttribute('href', '/fr/info_pages/contact_us');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const link of screen.getAllByRole('link', { name: 'E-mail support' }))
      expect(link).toHaveAttribute('href', '/fr/info_pages/contact_us');
  });

  it('keep an icon-only support card labelled in the collapsed sidebar', async () => {
    renderWithProviders(<MenuCards compact />);
    const card = () => screen.getByRole('link', { name: 'E-mail support' });
    await vi.waitFor(() => expect(card()).toHaveAttribute('href', 'mailto:help@example.com'));
    expect(card()).toHaveAttribute('title', 'E-mail support');
    expect(card()).not.toHaveTextContent('E-mail support');
  });
});

describe('support controls with a chat service', () => {
  it('open the chat, and do not load the contact page', async () => {
    vi.stubEnv('VITE_LIVE_CHAT_GLOBAL', '_chat');
    const open = vi.fn();
    Reflect.set(window, '_chat', { open });
    const { calls } = mockApi({});
    const { user } = renderWithProviders(<SupportControls />);
    // The footer's support link (titled by the content) and its live-chat button, then the support card.
    const footerControls = screen.getAllByRole('button', { name: 'Live chat' });
    expect(footerControls).toHaveLength(2);
    for (const control of footerControls) await user.click(control);
    await user.click(screen.getByRole('button', { name: 'Support chat' }));
    expect(open).toHaveBeenCalledTimes(3);
    expect(calls).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('open the contact page while the chat script has not loaded', async () => {
    vi.stubEnv('VITE_LIVE_CHAT_GLOBAL', '_chat');
    mockApi({});
    const { user } = renderWithProviders(<SupportControls />, { route: '/sk/faq' });
    await user.click(screen.getByRole('button', { name: 'Support chat' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sk/info_pages/contact_us');
  });
});
