import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@casino/contracts';
import {
  clearSession,
  getSessionUser,
  isAuthenticated,
  resetSessionForTests,
  signIn,
} from '../lib/session.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { PLAYER } from '../test/fixtures.ts';
import { apiError, mockApi, type RecordedCall } from '../test/mock-api.ts';
import { renderRoute } from './test-router.tsx';

vi.mock('../features/shell/components/app-shell.tsx', () => ({
  AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
vi.mock('../features/content/components/seo-head.tsx', () => ({ SeoHead: () => null }));
vi.mock('../features/lobby/routes/main-screen.tsx', () => ({ default: () => <h1>Main screen</h1> }));
vi.mock('../features/content/routes/faq-screen.tsx', () => ({ default: () => <h1>FAQ screen</h1> }));
vi.mock('../features/realtime/use-realtime.ts', () => ({ useRealtime: () => undefined }));

const ATTACKER: UserInfo = { ...PLAYER, id: 'u-attacker', email: 'attacker@example.com' };
const PREVIEW = { maskedEmail: 'a***@example.com', sameAccount: false };

const accountParam = (token: string) => btoa(JSON.stringify({ token })).replace(/=+$/, '');
/** The calls that use or preview a one-time token. */
const linkCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => /^\/api\/auth\/(handoff|session-return)/.test(call.path));
const continueButton = () => screen.findByRole('button', { name: 'Continue as a***@example.com' });

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ modals: {}, toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

let links = 0;
/** A new one-time token per test: the app offers each `account` value once per page load. */
const newToken = () => `tok-attacker-0123456789-${++links}`;

/** Each case: how the link reaches the app, and the exchange it leads to. */
const kinds = [
  {
    name: 'an `account` parameter',
    link: (token: string) => `/faq?account=${accountParam(token)}`,
    preview: '/api/auth/handoff/preview',
    exchange: '/api/auth/handoff',
    body: (token: string) => ({ token }),
  },
  {
    name: 'a reauth link',
    link: (token: string) => `/reauth/s-1?status=ok&session_uuid=${token}`,
    preview: '/api/auth/session-return/preview',
    exchange: '/api/auth/session-return',
    body: (token: string) => ({ sessionUuid: token }),
  },
];

describe.each(kinds)('$name', ({ link, preview, exchange, body: bodyOf }) => {
  let token = '';
  let path = '';
  let body: Record<string, string> = {};
  beforeEach(() => {
    token = newToken();
    path = link(token);
    body = bodyOf(token);
  });

  it('never switches a signed-in browser without the click', async () => {
    signIn(PLAYER);
    const { calls } = mockApi({ [`POST ${preview}`]: PREVIEW, [`POST ${exchange}`]: { user: ATTACKER } });
    await renderRoute(path);
    await continueButton();
    expect(screen.getByRole('dialog')).toHaveTextContent('You are signed in as player@example.com');
    expect(linkCalls(calls)).toEqual([{ method: 'POST', path: preview, body }]);
    expect(getSessionUser()?.id).toBe(PLAYER.id);

    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in as player@example.com' }));
    expect(linkCalls(calls)).toHaveLength(1);
    expect(getSessionUser()?.id).toBe(PLAYER.id);
  });

  it('switches after the click on "continue", saying that the player confirmed', async () => {
    signIn(PLAYER);
    const { calls } = mockApi({ [`POST ${preview}`]: PREVIEW, [`POST ${exchange}`]: { user: ATTACKER } });
    await renderRoute(path);
    await userEvent.click(await continueButton());
    await waitFor(() => expect(getSessionUser()?.id).toBe(ATTACKER.id));
    expect(linkCalls(calls).at(-1)).toEqual({
      method: 'POST',
      path: exchange,
      body: { ...body, confirm: true },
    });
  });

  it('asks a guest too, so that nobody is signed in to an account they did not choose', async () => {
    clearSession();
    const { calls } = mockApi({ [`POST ${preview}`]: PREVIEW, [`POST ${exchange}`]: { user: ATTACKER } });
    await renderRoute(path);
    await continueButton();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(linkCalls(calls)).toHaveLength(1);
    expect(isAuthenticated()).toBe(false);
  });

  it('renews the session of the same account without asking', async () => {
    signIn(PLAYER);
    const { calls } = mockApi({
      [`POST ${preview}`]: { maskedEmail: 'p***@example.com', sameAccount: true },
      [`POST ${exchange}`]: { user: PLAYER },
    });
    await renderRoute(path);
    await waitFor(() => expect(linkCalls(calls)).toHaveLength(2));
    expect(linkCalls(calls)[1]).toEqual({
      method: 'POST',
      path: exchange,
      body: { ...body, confirm: false },
    });
    expect(useUiStore.getState().modals).not.toHaveProperty('CONFIRM_SIGN_IN');
    expect(getSessionUser()?.id).toBe(PLAYER.id);
  });

  it('shows the invalid-link message for a spent token, and asks nothing', async () => {
    signIn(PLAYER);
    const { calls } = mockApi({ [`POST ${preview}`]: apiError(400, 'invalid_token') });
    await act(async () => {
      await renderRoute(path);
    });
    await waitFor(() =>
      expect(useUiStore.getState().toasts).toMatchObject([
        { kind: 'error', text: 'apiErrors.invalid_token', translate: true },
      ]),
    );
    expect(useUiStore.getState().modals).not.toHaveProperty('CONFIRM_SIGN_IN');
    expect(linkCalls(calls)).toHaveLength(1);
    expect(getSessionUser()?.id).toBe(PLAYER.id);
  });
});
