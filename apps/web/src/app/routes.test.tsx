import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthenticated, setAuthenticated } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { aLinkPromotion, PLAYER } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoute } from './test-router.tsx';

vi.mock('../features/shell/components/app-shell.tsx', () => ({
  AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
vi.mock('../features/content/components/seo-head.tsx', () => ({ SeoHead: () => null }));
vi.mock('../features/lobby/routes/main-screen.tsx', () => ({ default: () => <h1>Main screen</h1> }));
vi.mock('../features/content/routes/faq-screen.tsx', () => ({ default: () => <h1>FAQ screen</h1> }));
vi.mock('../features/realtime/use-realtime.ts', () => ({ useRealtime: () => undefined }));

beforeEach(() => {
  localStorage.clear();
  setAuthenticated(false);
  useUiStore.setState({ modals: {}, toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every call answers 200 with `body`. */
function mockFetch(body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const openModals = () => Object.keys(useUiStore.getState().modals);

describe('language segment', () => {
  it('serves the same screen with and without a language prefix', async () => {
    const plain = await renderRoute('/faq');
    expect(screen.getByRole('heading', { name: 'FAQ screen' })).toBeInTheDocument();
    expect(plain.router.state.location.pathname).toBe('/faq');
    plain.unmount();

    const german = await renderRoute('/de/faq');
    expect(screen.getByRole('heading', { name: 'FAQ screen' })).toBeInTheDocument();
    expect(german.router.state.location.pathname).toBe('/de/faq');
  });

  it('sends an unsupported two-letter language to the 404 page without running the route', async () => {
    const { router } = await renderRoute('/xx/registration');
    expect(router.state.location.pathname).toBe('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(openModals()).toEqual([]);
  });

  it('strips an explicit /en prefix and remembers English', async () => {
    const { router } = await renderRoute('/en/faq?x=1');
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toBe('?x=1');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});

describe('404', () => {
  it('sends an unknown route to the 404 page, which leads back to main', async () => {
    const { router } = await renderRoute('/no/such/page');
    expect(router.state.location.pathname).toBe('/404');
    expect(
      await screen.findByText('The page you are looking for does not exist or has moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/');
  });

  it('keeps the language on an unknown route under a language prefix', async () => {
    const { router } = await renderRoute('/de/nothing-here');
    expect(router.state.location.pathname).toBe('/de/404');
  });

  it('treats an unknown game category as an unknown route', async () => {
    const { router } = await renderRoute('/games/not-a-category');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('game pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the category name as title of a game category page', async () => {
    mockFetch({ games: [], total: 0, page: 1, pageSize: 15, providers: [] });
    await renderRoute('/games/megaways');
    expect(await screen.findByRole('heading', { level: 1, name: 'Megaways' })).toBeInTheDocument();
    expect(await screen.findByText('No games found.')).toBeInTheDocument();
  });

  it('treats a last game segment other than demo as an unknown route', async () => {
    const { router } = await renderRoute('/de/game/starfall-fortune/play');
    expect(router.state.location.pathname).toBe('/de/404');
  });
});

describe('screens that open later', () => {
  it('shows the translated title of a public screen', async () => {
    await renderRoute('/tournaments/local/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Local tournament' })).toBeInTheDocument();
  });
});

describe('account area', () => {
  it('sends a guest to main', async () => {
    const { router } = await renderRoute('/profile/security');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Main screen' })).toBeInTheDocument();
  });

  it('sends a player who logs out there to main', async () => {
    setAuthenticated(true);
    const { router } = await renderRoute('/balance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    act(() => setAuthenticated(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the screen to a logged-in player', async () => {
    setAuthenticated(true);
    await renderRoute('/de/withdrawal/crypto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Krypto-Auszahlung' })).toBeInTheDocument();
  });
});

describe('routes that open a modal', () => {
  it('registration opens SIGNUP and lands on main, keeping the query', async () => {
    const { router } = await renderRoute('/de/registration?ref=abc');
    expect(openModals()).toEqual(['SIGNUP']);
    expect(router.state.location.pathname).toBe('/de');
    expect(router.state.location.search).toBe('?ref=abc');
  });

  it('login opens LOGIN, welcome-back opens WELCOME_BACK', async () => {
    const login = await renderRoute('/login');
    expect(openModals()).toEqual(['LOGIN']);
    login.unmount();
    useUiStore.setState({ modals: {} });
    await renderRoute('/welcome-back');
    expect(openModals()).toEqual(['WELCOME_BACK']);
  });

  it('standalone deposit asks a guest to sign up and a player to deposit', async () => {
    const guest = await renderRoute('/deposit');
    expect(openModals()).toEqual(['SIGNUP']);
    expect(guest.router.state.location.pathname).toBe('/');
    guest.unmount();

    useUiStore.setState({ modals: {} });
    setAuthenticated(true);
    await renderRoute('/deposit/modal');
    expect(openModals()).toEqual(['DEPOSIT']);
  });
});

describe('payment results', () => {
  it('deposit-success shows PAYMENT_COMPLETED over the payment history for a player', async () => {
    setAuthenticated(true);
    const { router } = await renderRoute('/deposit-success/m-1');
    expect(router.state.location.pathname).toBe('/balance/payment-history');
    expect(openModals()).toEqual(['PAYMENT_COMPLETED']);
    expect(await screen.findByRole('dialog', { name: 'Payment completed' })).toBeInTheDocument();
  });

  it('deposit-success sends a guest on to main (payment history is protected) and asks to sign up', async () => {
    const { router } = await renderRoute('/deposit-success');
    expect(router.state.location.pathname).toBe('/');
    expect(openModals()).toEqual(['SIGNUP']);
  });

  it.each(['/deposit-failure/x/y', '/deposit-cancel/abc', '/deposit-return/m-2'])(
    '%s goes to the payment history',
    async (path) => {
      setAuthenticated(true);
      const { router } = await renderRoute(path);
      expect(router.state.location.pathname).toBe('/balance/payment-history');
    },
  );
});

describe('session and data return', () => {
  it('reauth with status error shows the message as an error toast and goes to main', async () => {
    const { router } = await renderRoute('/reauth/s-1?status=error&message=Session%20expired');
    expect(router.state.location.pathname).toBe('/');
    expect(useUiStore.getState().toasts).toMatchObject([{ kind: 'error', text: 'Session expired' }]);
    expect(await screen.findByRole('button', { name: /Session expired/ })).toBeInTheDocument();
  });

  it('reauth without error asks before saving the session of the uuid, and goes to main', async () => {
    const fetchMock = mockFetch({ maskedEmail: 'p***@example.com', sameAccount: false });
    const { router } = await renderRoute('/reauth/s-1?status=ok&session_uuid=uuid-0123456789abcdef');
    expect(router.state.location.pathname).toBe('/');
    // Only the preview: the exchange waits for the player's confirmation (use-account-param.test.tsx).
    const calls = fetchMock.mock.calls.filter(([url]) => /\/api\/auth\/session-return/.test(String(url)));
    expect(calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/api/auth/session-return/preview']);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ sessionUuid: 'uuid-0123456789abcdef' });
    expect(openModals()).toEqual(['CONFIRM_SIGN_IN']);
    expect(isAuthenticated()).toBe(false);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('reauth with a malformed uuid shows the invalid-link message and saves nothing', async () => {
    const fetchMock = mockFetch({ user: PLAYER });
    await renderRoute('/reauth/s-1?status=ok&session_uuid=uuid-1');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isAuthenticated()).toBe(false);
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'error', text: 'apiErrors.invalid_token', translate: true },
    ]);
  });

  it('action stores the data value and goes to main', async () => {
    const { router } = await renderRoute('/fr/action?data=promo-42');
    expect(localStorage.getItem(STORAGE_KEYS.actionData)).toBe('promo-42');
    expect(router.state.location.pathname).toBe('/fr');
    expect(openModals()).toEqual([]);
  });

  it('a bonus link opens its offer on main once, for a guest, and removes the stored value', async () => {
    const fetchMock = mockFetch(aLinkPromotion());
    const { router } = await renderRoute('/de/action?data=bonus:spring-gift');
    expect(router.state.location.pathname).toBe('/de');
    expect(useUiStore.getState().modals).toEqual({ EVENT: { slug: 'spring-gift' } });
    expect(localStorage.getItem(STORAGE_KEYS.actionData)).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Bonusangebot' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Spring gift' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Registrieren und sichern' })).toBeInTheDocument();
    const reads = fetchMock.mock.calls.map(([url]) => new URL(String(url)));
    expect(reads.map((url) => url.pathname)).toContain('/api/bonuses/promotions/spring-gift');
  });

  it('a bonus link offers a signed-in player the claim', async () => {
    setAuthenticated(true);
    // Only the promotion answers: the signed-in watchers' reads fail quietly.
    mockApi({ 'GET /api/bonuses/promotions/spring-gift': aLinkPromotion() });
    await renderRoute('/action?data=bonus:spring-gift');
    expect(useUiStore.getState().modals).toEqual({ EVENT: { slug: 'spring-gift' } });
    const dialog = await screen.findByRole('dialog', { name: 'Bonus offer' });
    expect(await within(dialog).findByRole('button', { name: 'Claim bonus' })).toBeInTheDocument();
  });

  it('a bonus link without a slug is kept as any other value', async () => {
    await renderRoute('/action?data=bonus:');
    expect(localStorage.getItem(STORAGE_KEYS.actionData)).toBe('bonus:');
    expect(openModals()).toEqual([]);
  });

  it('lucky-pigeon logs an event and goes to main', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { router } = await renderRoute('/lucky-pigeon');
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: 'lucky_pigeon.visit' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirect-lobby goes to main', async () => {
    const { router } = await renderRoute('/redirect-lobby');
    expect(router.state.location.pathname).toBe('/');
  });

  it('an account parameter leaves the address and asks before replacing the session', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'old-user');
    const fetchMock = mockFetch({ maskedEmail: 'p***@example.com', sameAccount: false });
    const encoded = btoa(JSON.stringify({ token: 'tok-123', userId: PLAYER.id })).replace(/=+$/, '');
    const { router } = await renderRoute(`/faq?account=${encoded}&keep=1`);
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
    expect(router.state.location.pathname).toBe('/faq');
    await waitFor(() => expect(openModals()).toEqual(['CONFIRM_SIGN_IN']));
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('old-user');
    const handoffCalls = fetchMock.mock.calls.filter(([url]) => /\/api\/auth\/handoff/.test(String(url)));
    expect(handoffCalls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/api/auth/handoff/preview']);
    expect(JSON.parse(String(handoffCalls[0]?.[1]?.body))).toEqual({ token: 'tok-123' });
  });
});

describe('sport', () => {
  it('sends visitors without permission to main', async () => {
    const { router } = await renderRoute('/sport/football');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sets the flag from the query parameter, removes it and opens the sportsbook', async () => {
    const { router } = await renderRoute('/de/sport/live?sportPermission=enabled&x=1');
    expect(localStorage.getItem(STORAGE_KEYS.sportPermission)).toBe('enabled');
    expect(router.state.location.pathname).toBe('/de/sport/live');
    expect(router.state.location.search).toBe('?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sportwetten' })).toBeInTheDocument();
  });

  it('lets the internal tester in', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'sport-tester');
    const { router } = await renderRoute('/sport');
    expect(router.state.location.pathname).toBe('/sport');
  });

  it('clears the flag when the parameter has another value', async () => {
    localStorage.setItem(STORAGE_KEYS.sportPermission, 'enabled');
    const { router } = await renderRoute('/sport?sportPermission=disabled');
    expect(localStorage.getItem(STORAGE_KEYS.sportPermission)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('install and development routes', () => {
  it('install-app shows the instructions', async () => {
    await renderRoute('/install-app/device-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Install the app' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeInTheDocument();
  });

  it('mock-modals lists every modal with a button', async () => {
    await renderRoute('/mock-modals');
    expect(await screen.findByRole('button', { name: 'Open IOS_SETUP_MODAL' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(31);
  });
});
