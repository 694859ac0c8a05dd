import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ShortBalance } from '@casino/contracts';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi, reply, type Answer, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aGame, aGameList, aLaunch, someDetails, STUDIO_ORIGIN } from '../test-support.ts';
import GameScreen from './game-screen.tsx';
import GamesScreen from './games-screen.tsx';

const DETAILS = 'GET /api/games/starfall-fortune';
const LAUNCH = 'POST /api/games/starfall-fortune/launch';
const BALANCE = 'GET /api/wallet/balance';
const REAL = '/game/starfall-fortune?name=Starfall-Fortune';
const DEMO = '/game/starfall-fortune/demo?name=Starfall-Fortune';

const shortBalance = (balance: number): ShortBalance => ({
  currency: 'EUR',
  balanceMain: balance,
  bonusCasino: 0,
  balance,
});

beforeEach(() => {
  useUiStore.setState({ modals: {}, toasts: [] });
  setAuthenticated(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthenticated(false);
});

function renderGame(route = REAL) {
  return renderWithProviders(
    <Routes>
      <Route path="/games/:categoryId?" element={<GamesScreen />} />
      <Route path="/game/:gameId/:demo?" element={<GameScreen />} />
      <Route path="/:lang/game/:gameId/:demo?" element={<GameScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

/** The game's API with a launch answer (200 with the launch by default). */
function mockGame({
  details = someDetails(),
  launch = (call: RecordedCall) => ({
    status: 200,
    body: aLaunch({ mode: (call.body as { mode: 'real' | 'demo' }).mode }),
  }),
  balance = shortBalance(123_450),
}: { details?: Answer; launch?: Answer; balance?: Answer } = {}) {
  return mockApi({
    [DETAILS]: details,
    [LAUNCH]: launch,
    [BALANCE]: balance,
    'GET /api/games': aGameList([aGame()]),
  });
}

const launches = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/games/starfall-fortune/launch');
const openModals = () => Object.keys(useUiStore.getState().modals);
const toastTexts = () => useUiStore.getState().toasts.map((toast) => toast.text);
const gameFrame = () => screen.findByTitle<HTMLIFrameElement>('Starfall Fortune');
const location = () => screen.getByTestId('location').textContent;

function post(frame: HTMLIFrameElement, data: unknown, origin = STUDIO_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

describe('real-money play', () => {
  it('launches for real in the page language and frames the game client', async () => {
    const { calls } = mockGame();
    renderGame();
    const frame = await gameFrame();
    expect(frame).toHaveAttribute('src', aLaunch().url);
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(launches(calls).map((call) => call.body)).toEqual([{ mode: 'real', language: 'en' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Starfall Fortune' })).toBeInTheDocument();
    expect(await screen.findByTestId('game-balance')).toHaveTextContent('€1,234.50');
  });

  it('asks in the language of the path', async () => {
    const { calls } = mockGame();
    renderGame('/de/game/starfall-fortune?name=Starfall-Fortune');
    await gameFrame();
    expect(launches(calls).map((call) => call.body)).toEqual([{ mode: 'real', language: 'de' }]);
    // The balance beside the game is written as the German game client writes it.
    expect(await screen.findByTestId('game-balance')).toHaveTextContent('1.234,50 €');
  });

  it('keeps the information behind the info button on phones once the game runs', async () => {
    mockGame({ details: someDetails(aGame({ bonusBuyRtp: 0.9655, volatility: 'high', type: 'bonus-buy' })) });
    const { user } = renderGame();
    await gameFrame();
    const toggle = screen.getByRole('button', { name: 'Game info' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'About this game' })).toBeNull();

    await user.click(toggle);
    const info = screen.getByRole('complementary', { name: 'About this game' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fact = (term: string) => within(info).getByText(term).nextElementSibling?.textContent;
    expect(fact('Studio')).toBe('Lumen Studio');
    expect(fact('Type')).toBe('Slot with bonus buy');
    expect(fact('Return to player (RTP)')).toBe('96.00 %');
    expect(fact('RTP of the bonus buy')).toBe('96.55 %');
    expect(fact('Volatility')).toBe('High');
    expect(info).toHaveTextContent('The full paytable and the rules are inside the game');
  });

  it('shows the information while the game starts', async () => {
    const { fetchMock } = mockGame();
    // The launch never answers: the page stays in its starting state.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? new Promise<Response>(() => undefined) : fetchMock(input, init),
    );
    renderGame();
    expect(await screen.findByText('Starting the game…')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'About this game' })).toHaveTextContent('96.00 %');
    expect(screen.queryByTitle('Starfall Fortune')).toBeNull();
  });
});

describe('guests', () => {
  beforeEach(() => setAuthenticated(false));

  it('on the real-money page: asks to sign up, offers the demo, launches nothing', async () => {
    const { calls } = mockGame();
    const { user } = renderGame();
    expect(await screen.findByText('Sign up to play for real money')).toBeInTheDocument();
    expect(openModals()).toEqual(['SIGNUP']);
    expect(launches(calls)).toEqual([]);
    expect(screen.queryByTitle('Starfall Fortune')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play demo' }));
    expect(location()).toBe(DEMO);
    await gameFrame();
    expect(launches(calls).map((call) => call.body)).toEqual([{ mode: 'demo', language: 'en' }]);
  });

  it('in the demo: choosing real money opens SIGNUP and stays in the demo', async () => {
    mockGame();
    const { user } = renderGame(DEMO);
    await gameFrame();
    expect(screen.getByText('Demo play')).toBeInTheDocument();
    expect(screen.queryByTestId('game-balance')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Real money' }));
    expect(openModals()).toEqual(['SIGNUP']);
    expect(location()).toBe(DEMO);
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a server answer of unauthorized is the sign-up too', async () => {
    setAuthenticated(true);
    mockGame({ launch: apiError(401, 'unauthorized') });
    renderGame();
    expect(await screen.findByText('Sign up to play for real money')).toBeInTheDocument();
    expect(openModals()).toEqual(['SIGNUP']);
  });
});

describe('demo and real-money toggle', () => {
  it('switches between the two pages and launches each mode', async () => {
    const { calls } = mockGame();
    const { user } = renderGame();
    await gameFrame();
    expect(screen.getByRole('button', { name: 'Real money' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Demo' }));
    expect(location()).toBe(DEMO);
    await waitFor(async () =>
      expect(await gameFrame()).toHaveAttribute('src', aLaunch({ mode: 'demo' }).url),
    );
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Real money' }));
    expect(location()).toBe(REAL);
    await waitFor(async () => expect(await gameFrame()).toHaveAttribute('src', aLaunch().url));
    expect(launches(calls).map((call) => (call.body as { mode: string }).mode)).toEqual([
      'real',
      'demo',
      'real',
    ]);
  });

  it('has no toggle for a game without a demo', async () => {
    mockGame({ details: someDetails(aGame({ hasDemo: false })) });
    renderGame();
    await gameFrame();
    expect(screen.queryByRole('group', { name: 'Play mode' })).toBeNull();
  });
});

describe('refusals', () => {
  it('profile_incomplete: the birthday toast and the requirements modal, whose continue launches again', async () => {
    let attempt = 0;
    const { calls } = mockGame({
      launch: () => {
        attempt += 1;
        return attempt === 1
          ? reply(409, {
              error: {
                code: 'profile_incomplete',
                message: 'profile_incomplete',
                details: { missing: ['birthday'], toastKey: 'errors.nonFilledBirth' },
              },
            })()
          : { status: 200, body: aLaunch() };
      },
    });
    renderGame();
    expect(await screen.findByText('Complete your profile')).toBeInTheDocument();
    expect(toastTexts()).toEqual(['errors.nonFilledBirth']);
    const props = useUiStore.getState().modals.PROFILE_REQUIREMENTS_MODAL;
    expect(props).toMatchObject({ missing: ['birthday'] });

    act(() => {
      useUiStore.getState().closeModal('PROFILE_REQUIREMENTS_MODAL');
      (props?.onContinue as () => void)();
    });
    expect(await gameFrame()).toHaveAttribute('src', aLaunch().url);
    expect(launches(calls)).toHaveLength(2);
  });

  it('blocked by bonus money: the error toast, the information and a deposit', async () => {
    mockGame({ launch: apiError(409, 'game_blocked_by_bonus') });
    const { user } = renderGame();
    expect(await screen.findByText('Not available for bonus money')).toBeInTheDocument();
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'error', text: 'gameNotification.notAvailable', translate: true },
    ]);
    expect(screen.getByRole('complementary', { name: 'About this game' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(openModals()).toEqual(['DEPOSIT']);
  });

  // When ATTENTION_BONUS opens and when the toast shows instead: game-bonus-attention.test.tsx.
  it('a game that does not count towards the active bonus plays, and says so (§8)', async () => {
    localStorage.clear();
    mockGame({ launch: reply(200, aLaunch({ bonusWagering: 'doesNotCount' })) });
    renderGame();
    expect(await gameFrame()).toHaveAttribute('src', aLaunch().url);
    expect(openModals()).toEqual(['ATTENTION_BONUS']);

    useUiStore.setState({ modals: {}, toasts: [] });
    cleanup();
    renderGame();
    expect(await gameFrame()).toHaveAttribute('src', aLaunch().url);
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'info', text: 'gameNotification.doesNotContribute', translate: true },
    ]);
    expect(openModals()).toEqual([]);
  });

  it('insufficient funds: the insufficient-balance modal', async () => {
    mockGame({ launch: apiError(409, 'insufficient_funds') });
    renderGame();
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(openModals()).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('game not available: the game-not-available modal', async () => {
    mockGame({ launch: apiError(409, 'game_not_available') });
    renderGame();
    expect(await screen.findByText('This game is not available at the moment.')).toBeInTheDocument();
    expect(openModals()).toEqual(['GAME_NOT_AVAILABLE']);
  });

  it('a game switched off opens the modal without launching', async () => {
    const { calls } = mockGame({ details: someDetails(aGame(), { available: false }) });
    renderGame();
    expect(await screen.findByText('This game is not available at the moment.')).toBeInTheDocument();
    expect(openModals()).toEqual(['GAME_NOT_AVAILABLE']);
    expect(launches(calls)).toEqual([]);
  });

  it('access denied: says the game is restricted in the country, and shows no game', async () => {
    mockGame({ launch: apiError(403, 'game_access_denied') });
    renderGame();
    expect(await screen.findByText('This game is restricted in your country.')).toBeInTheDocument();
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByTitle('Starfall Fortune')).toBeNull();
    expect(openModals()).toEqual([]);
  });

  it('a game restricted in the country is not launched at all', async () => {
    const { calls } = mockGame({ details: someDetails(aGame(), { restrictedInCountry: true }) });
    renderGame(DEMO);
    expect(await screen.findByText('This game is restricted in your country.')).toBeInTheDocument();
    expect(launches(calls)).toEqual([]);
  });

  it('no demo: a player is offered real money, a guest the sign-up', async () => {
    mockGame({ launch: apiError(409, 'demo_not_available') });
    const { user, unmount } = renderGame(DEMO);
    expect(await screen.findByText('No demo for this game')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play for real money' }));
    expect(location()).toBe(REAL);
    unmount();

    setAuthenticated(false);
    renderGame(DEMO);
    expect(await screen.findByText('No demo for this game')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('an unknown game is the 404 page', async () => {
    mockGame({ details: apiError(404, 'not_found') });
    renderGame();
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('any other failure says so and tries again', async () => {
    let attempt = 0;
    mockGame({
      launch: () => {
        attempt += 1;
        return attempt === 1 ? apiError(500, 'internal')() : { status: 200, body: aLaunch() };
      },
    });
    const { user } = renderGame();
    expect(await screen.findByText('The game could not start')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await gameFrame()).toBeInTheDocument();
  });
});

describe('messages from the game client', () => {
  it('a balance message from the game’s frame refreshes the balance; one from another origin is ignored', async () => {
    let balance = 123_450;
    const { calls } = mockGame({ balance: () => ({ status: 200, body: shortBalance(balance) }) });
    renderGame();
    const frame = await gameFrame();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('€1,234.50'));
    const balanceReads = () => calls.filter((call) => call.path === '/api/wallet/balance').length;
    const before = balanceReads();
    balance = 98_765;
    const message = {
      source: 'lumen-studio',
      type: 'balance',
      balance: 98_765,
      currency: 'EUR',
      mode: 'real',
    };

    post(frame, message, 'http://evil.example');
    expect(balanceReads()).toBe(before);
    // The same message from the game's own origin comes after it: once its one read has shown, a read the first
    // message had asked for would have been made too.
    post(frame, message);
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('€987.65'));
    expect(balanceReads()).toBe(before + 1);
  });

  it('insufficient-funds opens the insufficient-balance modal', async () => {
    mockGame();
    renderGame();
    post(await gameFrame(), {
      source: 'lumen-studio',
      type: 'insufficient-funds',
      gameId: 'starfall-fortune',
    });
    expect(openModals()).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('an error stops the game until the player reloads it', async () => {
    const { calls } = mockGame();
    const { user } = renderGame();
    post(await gameFrame(), { source: 'lumen-studio', type: 'error', code: 'TOKEN_EXPIRED' });
    expect(screen.getByText('The game stopped')).toBeInTheDocument();
    expect(screen.queryByTitle('Starfall Fortune')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload the game' }));
    expect(await gameFrame()).toBeInTheDocument();
    expect(launches(calls)).toHaveLength(2);
  });
});

describe('back button', () => {
  it('returns to the lobby page the game was opened from', async () => {
    mockGame();
    const { user } = renderGame('/games/slots');
    await user.click(await screen.findByRole('link', { name: 'Starfall Fortune' }));
    await gameFrame();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/games/slots');
  });

  it('goes to the main page when the game page was opened directly', async () => {
    mockGame();
    const { user } = renderGame('/de/game/starfall-fortune');
    await gameFrame();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/de');
  });
});

describe('full screen', () => {
  const browser: { fullscreenElement: Element | null } = { fullscreenElement: null };
  beforeEach(() => {
    browser.fullscreenElement = null;
    const change = () => document.dispatchEvent(new Event('fullscreenchange'));
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => browser.fullscreenElement,
    });
    document.exitFullscreen = vi.fn(async () => {
      browser.fullscreenElement = null;
      change();
    });
    HTMLElement.prototype.requestFullscreen = vi.fn(async function (this: HTMLElement) {
      browser.fullscreenElement = this;
      change();
    });
  });
  afterEach(() => {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'])
      Reflect.deleteProperty(document, key);
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it('puts the play area in full screen and leaves it with the button or when a modal opens', async () => {
    mockGame();
    const { user } = renderGame();
    const frame = await gameFrame();
    const button = screen.getByRole('button', { name: 'Full screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(browser.fullscreenElement).toContainElement(frame);
    expect(browser.fullscreenElement).toContainElement(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(browser.fullscreenElement).toBeNull();
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    post(frame, { source: 'lumen-studio', type: 'insufficient-funds', gameId: 'starfall-fortune' });
    await waitFor(() => expect(browser.fullscreenElement).toBeNull());
    expect(openModals()).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('covers the page with the play area where the browser allows no full screen (iPhone Safari)', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    mockGame();
    const { user } = renderGame();
    const frame = await gameFrame();
    const button = screen.getByRole('button', { name: 'Full screen' });
    const playArea = () => frame.closest('[data-expanded]');

    await user.click(button);
    expect(HTMLElement.prototype.requestFullscreen).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(playArea()).toHaveAttribute('data-expanded', 'true');
    // Like a modal: what the play area covers cannot take focus, and the page does not scroll.
    expect(screen.getByTestId('location')).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(playArea()).toHaveAttribute('data-expanded', 'false');
    expect(screen.getByTestId('location')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');

    await user.click(button);
    post(frame, { source: 'lumen-studio', type: 'insufficient-funds', gameId: 'starfall-fortune' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(openModals()).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('falls back to covering the page when the browser refuses full screen', async () => {
    HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.reject(new TypeError('not allowed')));
    mockGame();
    const { user } = renderGame();
    const frame = await gameFrame();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    await waitFor(() => expect(frame.closest('[data-expanded]')).toHaveAttribute('data-expanded', 'true'));
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
  });
});
