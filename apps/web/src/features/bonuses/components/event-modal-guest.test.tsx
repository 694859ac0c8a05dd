import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '../../../app/modal-host.tsx';
import { setAuthenticated, signIn, useIsAuthenticated } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { closeModal, openModal, useUiStore } from '../../../lib/ui-store.ts';
import { aLinkPromotion, myFreeSpinsAnswer, PLAYER } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FreeSpinsWatch from './free-spins-watch.tsx';

/** A guest's bonus link (`action?data=bonus:spring-gift`): the offer, and the way to claim it by signing in. */

const PROMOTION = 'GET /api/bonuses/promotions/spring-gift';

beforeEach(() => {
  localStorage.clear();
  setAuthenticated(false);
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthenticated(false);
});

/** The app frame's part here: the modal host, and the signed-in watcher once a player is signed in. */
function Frame() {
  const signedIn = useIsAuthenticated();
  return (
    <>
      <ModalHost />
      {signedIn ? <FreeSpinsWatch /> : null}
    </>
  );
}

async function offer(route = '/') {
  const api = mockApi({
    [PROMOTION]: aLinkPromotion(),
    'GET /api/bonuses/free-spins': myFreeSpinsAnswer([]),
  });
  const rendered = renderWithProviders(<Frame />, { route });
  act(() => openModal('EVENT', { slug: 'spring-gift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bonus offer' });
  await within(dialog).findByRole('heading', { level: 3, name: 'Spring gift' });
  return { ...api, ...rendered, dialog };
}

const modals = () => useUiStore.getState().modals;
const kept = () => localStorage.getItem(STORAGE_KEYS.actionData);

describe('EVENT for a guest', () => {
  it('shows the promotion: title, offer, summary and the link to its terms', async () => {
    const { dialog, urls, user } = await offer('/de');
    expect(within(dialog).getByText('10,00 €')).toBeInTheDocument();
    expect(within(dialog).getByText('Ten euros to play with, no deposit needed.')).toBeInTheDocument();
    expect(urls[0]?.searchParams.get('lang')).toBe('de');
    expect(within(dialog).queryByRole('button', { name: 'Claim bonus' })).not.toBeInTheDocument();

    const terms = within(dialog).getByRole('link', { name: 'Read the full terms' });
    expect(terms).toHaveAttribute('href', '/de/bonuses/spring-gift');
    await user.click(terms);
    expect(modals()).toEqual({});
    expect(screen.getByTestId('location')).toHaveTextContent('/de/bonuses/spring-gift');
  });

  it('"Sign up to claim" keeps the link and opens SIGNUP; once signed in, the offer opens again', async () => {
    const { dialog, user } = await offer();
    await user.click(within(dialog).getByRole('button', { name: 'Sign up to claim' }));
    expect(Object.keys(modals())).toEqual(['SIGNUP']);
    expect(kept()).toBe('bonus:spring-gift');

    act(() => {
      closeModal('SIGNUP');
      signIn(PLAYER);
    });
    await waitFor(() => expect(modals()).toEqual({ EVENT: { slug: 'spring-gift' } }));
    expect(kept()).toBeNull();
    const again = await screen.findByRole('dialog', { name: 'Bonus offer' });
    expect(await within(again).findByRole('button', { name: 'Claim bonus' })).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Sign up to claim' })).not.toBeInTheDocument();
  });

  it('"Log in" keeps the link too and opens LOGIN', async () => {
    const { dialog, user } = await offer();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(Object.keys(modals())).toEqual(['LOGIN']);
    expect(kept()).toBe('bonus:spring-gift');
  });

  it('closing the offer keeps nothing', async () => {
    const { user } = await offer();
    await user.keyboard('{Escape}');
    expect(modals()).toEqual({});
    expect(kept()).toBeNull();
  });

  it('keeps the keyboard inside, starting on "Sign up to claim", and closes on Escape', async () => {
    const { dialog, user } = await offer();
    const signUp = within(dialog).getByRole('button', { name: 'Sign up to claim' });
    await waitFor(() => expect(signUp).toHaveFocus());
    // Close, the terms, sign up and log in: Tab goes round them and stays in the dialog.
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(modals()).toEqual({});
  });
});
