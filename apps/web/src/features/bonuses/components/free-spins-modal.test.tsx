import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '../../../app/modal-host.tsx';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';
import { myFreeSpinsAnswer } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';
import FreeSpinsModal from './free-spins-modal.tsx';

asSignedInPlayer();

const path = 'GET /api/bonuses/free-spins';

const render = (route = '/games') => {
  const close = vi.fn();
  const rendered = renderWithProviders(<FreeSpinsModal name="FREE_SPINS" props={{}} close={close} />, {
    route,
  });
  return { ...rendered, close };
};

/** The award listed under this title. */
const award = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no award item for ${title}`);
  return item;
};

/** The figure a term of an award shows. */
const figure = (item: HTMLElement, term: string) => within(item).getByText(term).nextSibling;

describe('FREE_SPINS', () => {
  it('shows each award: spins as a count or per day, bet per spin, expiry and games', async () => {
    const { urls } = mockApi({ [path]: myFreeSpinsAnswer() });
    const { user, close } = render();

    const welcome = await award('Welcome spins');
    expect(screen.getByText('Open one of the games listed to play your spins.')).toBeInTheDocument();
    expect(figure(welcome, 'Spins')).toHaveTextContent(/^50$/);
    expect(within(welcome).queryByText('Left in all')).not.toBeInTheDocument();
    expect(figure(welcome, 'Bet per spin')).toHaveTextContent('€0.20');
    expect(figure(welcome, 'Expires on')).toHaveTextContent('Dec 20, 2099');
    expect(within(welcome).getByRole('link', { name: 'Play Starfall Fortune' })).toHaveAttribute(
      'href',
      '/game/starfall-fortune?name=Starfall-Fortune',
    );

    const daily = await award('Daily drop');
    expect(figure(daily, 'Spins')).toHaveTextContent('3/10 today');
    expect(figure(daily, 'Left in all')).toHaveTextContent(/^40$/);
    expect(figure(daily, 'Bet per spin')).toHaveTextContent('€0.50');
    expect(figure(daily, 'Expires on')).toHaveTextContent('Dec 27, 2099');
    expect(
      within(daily)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Play Starfall Fortune', 'Play Lucky Dice']);
    expect(urls[0]?.searchParams.get('lang')).toBe('en');

    await user.click(within(daily).getByRole('link', { name: 'Play Lucky Dice' }));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/game/lucky-dice?name=Lucky-Dice');
  });

  it('leads to My bonuses', async () => {
    mockApi({ [path]: myFreeSpinsAnswer() });
    const { user, close } = render();
    const link = await screen.findByRole('link', { name: 'See my bonuses' });
    expect(link).toHaveAttribute('href', '/profile/bonuses');
    await user.click(link);
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/bonuses');
  });

  it('writes the figures and the links in the page language', async () => {
    const { urls } = mockApi({ [path]: myFreeSpinsAnswer() });
    render('/de/games');
    const daily = await award('Daily drop');
    expect(urls[0]?.searchParams.get('lang')).toBe('de');
    expect(figure(daily, 'Bet per spin')).toHaveTextContent('0,50 €');
    expect(figure(daily, 'Expires on')).toHaveTextContent('27.12.2099');
    expect(within(daily).getByRole('link', { name: 'Play Lucky Dice' })).toHaveAttribute(
      'href',
      '/de/game/lucky-dice?name=Lucky-Dice',
    );
    expect(screen.getByRole('link', { name: 'See my bonuses' })).toHaveAttribute(
      'href',
      '/de/profile/bonuses',
    );
  });

  it('says so when the spins are gone by the time it shows', async () => {
    mockApi({ [path]: myFreeSpinsAnswer([]) });
    render();
    expect(await screen.findByText('You have no free spins right now.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bonuses' })).toBeInTheDocument();
  });

  it('offers a retry when the free spins cannot be read', async () => {
    mockApi({ [path]: apiError(500, 'internal') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(testI18n.t('general.loadError'));
    expect(within(alert).getByRole('button', { name: testI18n.t('general.tryAgain') })).toBeInTheDocument();
  });

  it('opens as a dialog named "You have free spins" that keeps the keyboard inside', async () => {
    mockApi({ [path]: myFreeSpinsAnswer() });
    const { user } = renderWithProviders(<ModalHost />);
    act(() => openModal('FREE_SPINS'));
    const dialog = await screen.findByRole('dialog', { name: 'You have free spins' });
    const mine = await within(dialog).findByRole('link', { name: 'See my bonuses' });
    await waitFor(() => expect(mine).toHaveFocus());
    // Close, four game links and My bonuses: Tab goes round them and stays in the dialog.
    for (let step = 0; step < 7; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(useUiStore.getState().modals).toEqual({});
  });
});
