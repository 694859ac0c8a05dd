import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '../../../app/modal-host.tsx';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

/** ATTENTION_BONUS as the game page opens it (when: features/games/routes/game-bonus-attention.test.tsx). */

asSignedInPlayer();

async function attention(
  props: { game?: string } = { game: 'Starfall Fortune' },
  route = '/game/starfall-fortune',
) {
  const rendered = renderWithProviders(<ModalHost />, { route });
  act(() => openModal('ATTENTION_BONUS', props));
  const dialog = await screen.findByRole('dialog', { name: 'Attention: your active bonus' });
  return { ...rendered, dialog };
}

const modals = () => useUiStore.getState().modals;

describe('ATTENTION_BONUS', () => {
  it('says the game does not count towards the bonus and how stakes are paid', async () => {
    const { dialog } = await attention();
    expect(
      within(dialog).getByText(
        'Starfall Fortune does not count towards your bonus wagering. Choose a bonus game to make progress.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Your stakes here are paid from your real money first, then from your bonus money.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks of "this game" without a name', async () => {
    const { dialog } = await attention({});
    expect(
      within(dialog).getByText(
        'This game does not count towards your bonus wagering. Choose a bonus game to make progress.',
      ),
    ).toBeInTheDocument();
  });

  it('"Choose a bonus game" closes it and goes to the bonus games in the page language', async () => {
    const { dialog, user } = await attention(undefined, '/de/game/starfall-fortune');
    const choose = within(dialog).getByRole('link', { name: 'Choose a bonus game' });
    expect(choose).toHaveAttribute('href', '/de/games/bonus-games');
    await user.click(choose);
    expect(modals()).toEqual({});
    expect(screen.getByTestId('location')).toHaveTextContent('/de/games/bonus-games');
  });

  it('"Play anyway" closes it where the player is', async () => {
    const { dialog, user } = await attention();
    await user.click(within(dialog).getByRole('button', { name: 'Play anyway' }));
    expect(modals()).toEqual({});
    expect(screen.getByTestId('location')).toHaveTextContent('/game/starfall-fortune');
  });

  it('keeps the keyboard inside, starting on "Choose a bonus game", and closes on Escape', async () => {
    const { dialog, user } = await attention();
    const choose = within(dialog).getByRole('link', { name: 'Choose a bonus game' });
    await waitFor(() => expect(choose).toHaveFocus());
    // Close, choose and play anyway: Tab goes round them and stays in the dialog.
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(modals()).toEqual({});
  });
});
