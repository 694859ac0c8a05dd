import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ActiveSessionsResponse } from '@casino/contracts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi, reply } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import SecurityScreen from './security-screen.tsx';

const sessions: ActiveSessionsResponse = {
  items: [
    {
      id: 's-1',
      current: true,
      createdAt: '2025-01-01T10:00:00Z',
      lastSeenAt: '2025-01-02T10:00:00Z',
      device: 'Chrome on Linux',
      ipAddress: '203.0.113.x',
    },
    {
      id: 's-2',
      current: false,
      createdAt: '2025-01-01T08:00:00Z',
      lastSeenAt: '2025-01-01T09:00:00Z',
      device: 'Safari on iOS',
      ipAddress: '198.51.100.x',
    },
  ],
};

beforeEach(() => useUiStore.setState({ modals: {}, toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useUiStore.getState().toasts.map((toast) => toast.text);

async function fillPassword(
  user: ReturnType<typeof renderWithProviders>['user'],
  oldPassword: string,
  password: string,
  confirmation: string,
) {
  if (oldPassword) await user.type(screen.getByLabelText('Current password'), oldPassword);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('SecurityScreen: change password', () => {
  it.each([
    ['an empty form', '', '', '', 'Current password', 'validation.required'],
    ['a short new password', 'Old#Pass1', 'A1#a', 'A1#a', 'New password', 'validation.passwordLength'],
    ['no symbol', 'Old#Pass1', 'Abcdef12', 'Abcdef12', 'New password', 'validation.passwordSymbol'],
    ['no upper-case letter', 'Old#Pass1', 'abcdef1#', 'abcdef1#', 'New password', 'validation.passwordUpper'],
    [
      'the same password',
      'Same#Pass1',
      'Same#Pass1',
      'Same#Pass1',
      'New password',
      'validation.passwordSameAsOld',
    ],
    [
      'a confirmation that differs',
      'Old#Pass1',
      'New#Pass1',
      'New#Pass2',
      'Repeat the new password',
      'validation.passwordsMismatch',
    ],
  ])('refuses %s without calling the server', async (_name, old, next, repeat, field, key) => {
    const { calls } = mockApi({ 'GET /api/me/sessions': sessions });
    const { user } = renderWithProviders(<SecurityScreen />);
    await fillPassword(user, old, next, repeat);
    const input = screen.getByLabelText(field);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(testI18n.t(key)));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server refusal of a wrong old password', async () => {
    mockApi({
      'GET /api/me/sessions': sessions,
      'POST /api/me/password': apiError(400, 'wrong_password'),
    });
    const { user } = renderWithProviders(<SecurityScreen />);
    await fillPassword(user, 'Wrong#Pass1', 'New#Pass1', 'New#Pass1');
    expect(await screen.findByText(testI18n.t('apiErrors.wrong_password'))).toBeInTheDocument();
    expect(toasts()).not.toContain('account.toasts.passwordChanged');
  });

  it('changes the password, says so, empties the form and offers to end the other sessions', async () => {
    const { calls } = mockApi({
      'GET /api/me/sessions': sessions,
      'POST /api/me/password': reply(204),
      'DELETE /api/me/sessions/others': { ended: 1 },
    });
    const { user } = renderWithProviders(<SecurityScreen />);
    await fillPassword(user, 'Old#Pass1', 'New#Pass1', 'New#Pass1');
    await waitFor(() => expect(toasts()).toContain('account.toasts.passwordChanged'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      oldPassword: 'Old#Pass1',
      password: 'New#Pass1',
      passwordConfirmation: 'New#Pass1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    const offer = screen
      .getByText(/Your password has been changed\./)
      .closest('[role="status"]') as HTMLElement;
    expect(offer).not.toBeNull();
    await user.click(within(offer).getByRole('button', { name: 'End the other sessions' }));
    await waitFor(() => expect(toasts()).toContain('account.toasts.otherSessionsEnded'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/sessions/others')).toBe(
      true,
    );
    expect(screen.queryByText(/Your password has been changed\./)).not.toBeInTheDocument();
  });
});

describe('SecurityScreen: active sessions', () => {
  it('lists the sessions, marks this device and ends another one', async () => {
    const { calls } = mockApi({
      'GET /api/me/sessions': sessions,
      'DELETE /api/me/sessions/s-2': reply(204),
    });
    const { user } = renderWithProviders(<SecurityScreen />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    const current = items[0] as HTMLElement;
    const other = items[1] as HTMLElement;
    expect(current).toHaveTextContent('Chrome on Linux');
    expect(current).toHaveTextContent('This device');
    expect(current).toHaveTextContent('IP address 203.0.113.x');
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Safari on iOS');
    expect(other).toHaveTextContent(/Last active .*2025/);
    await user.click(within(other).getByRole('button', { name: 'End the session on Safari on iOS' }));
    await waitFor(() => expect(toasts()).toContain('account.toasts.sessionEnded'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/sessions/s-2')).toBe(true);
  });

  it('says when no other device is signed in', async () => {
    mockApi({ 'GET /api/me/sessions': { items: sessions.items.slice(0, 1) } });
    renderWithProviders(<SecurityScreen />);
    expect(await screen.findByText('You are not signed in on any other device.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End the other sessions' })).not.toBeInTheDocument();
  });
});
