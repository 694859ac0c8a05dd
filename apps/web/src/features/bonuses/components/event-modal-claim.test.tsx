import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClaimPromotionAnswer } from '@casino/contracts';
import { ModalHost } from '../../../app/modal-host.tsx';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';
import { aBonusGrant, aLinkPromotion, myBonusesAnswer } from '../../../test/fixtures.ts';
import { apiError, mockApi, type Answer } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

/** A signed-in player's bonus link: the offer, claimed from the EVENT modal. */

asSignedInPlayer();

const PROMOTION = 'GET /api/bonuses/promotions/spring-gift';
const CLAIM = 'POST /api/bonuses/promotions/spring-gift/claim';
const MINE = 'GET /api/bonuses/mine';

/** The gift just granted, waiting behind the active welcome bonus. */
const GIFT = aBonusGrant({
  id: '6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a09',
  slug: 'spring-gift',
  title: 'Spring gift',
  trigger: 'link',
  status: 'queued',
  amount: 1_000,
  balance: 0,
  wagered: 0,
  wageringRequired: 10_000,
  grantedAt: '2026-11-27T09:00:00.000Z',
  activatedAt: null,
});
const WITH_GIFT = myBonusesAnswer({ queue: [...myBonusesAnswer().queue, GIFT] });
const answer = (granted: boolean, bonuses = WITH_GIFT): ClaimPromotionAnswer => ({ granted, bonuses });

async function offer({ claim, read = aLinkPromotion() }: { claim?: Answer; read?: Answer } = {}) {
  const api = mockApi({ [PROMOTION]: read, [CLAIM]: claim, [MINE]: WITH_GIFT });
  const rendered = renderWithProviders(<ModalHost />, { route: '/de' });
  act(() => openModal('EVENT', { slug: 'spring-gift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bonus offer' });
  return { ...api, ...rendered, dialog };
}

const modals = () => useUiStore.getState().modals;
const claimButton = (dialog: HTMLElement) => within(dialog).findByRole('button', { name: 'Claim bonus' });

describe('EVENT for a signed-in player', () => {
  it('claims the offer; granted, it closes and BONUS_MODAL shows the new grant', async () => {
    const { dialog, user, calls, urls } = await offer({ claim: answer(true) });
    expect(within(dialog).queryByRole('button', { name: 'Sign up to claim' })).not.toBeInTheDocument();
    await user.click(await claimButton(dialog));

    await waitFor(() => expect(modals()).toEqual({ BONUS_MODAL: { id: GIFT.id } }));
    const bonus = await screen.findByRole('dialog', { name: testI18n.t('modals.titles.BONUS_MODAL') });
    expect(await within(bonus).findByRole('heading', { level: 3, name: 'Spring gift' })).toBeInTheDocument();
    const claims = calls.filter((call) => call.method === 'POST');
    expect(claims.map((call) => call.path)).toEqual(['/api/bonuses/promotions/spring-gift/claim']);
    expect(urls.find((url) => url.pathname.endsWith('/claim'))?.searchParams.get('lang')).toBe('de');
  });

  it('granted without a bonus it can name: a success toast and the way to My bonuses', async () => {
    const { dialog, user } = await offer({ claim: answer(true, myBonusesAnswer()) });
    await user.click(await claimButton(dialog));
    const mine = await within(dialog).findByRole('link', { name: 'See my bonuses' });
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'success', text: 'bonuses.event.activated', translate: true },
    ]);
    expect(within(dialog).getByText('Bonus activated.')).toBeInTheDocument();
    expect(mine).toHaveAttribute('href', '/de/profile/bonuses');
    expect(mine).toHaveFocus();
    await user.click(mine);
    expect(modals()).toEqual({});
    expect(screen.getByTestId('location')).toHaveTextContent('/de/profile/bonuses');
  });

  it('not granted: says the player has it already', async () => {
    const { dialog, user } = await offer({ claim: answer(false, myBonusesAnswer()) });
    await user.click(await claimButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('You already have this bonus.');
    expect(within(dialog).queryByRole('button', { name: 'Claim bonus' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See my bonuses' })).toHaveFocus();
    expect(modals()).toEqual({ EVENT: { slug: 'spring-gift' } });
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('claimed with 404: the offer is no longer available', async () => {
    const { dialog, user } = await offer({ claim: apiError(404, 'bonus_not_found') });
    await user.click(await claimButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('This offer is no longer available.');
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    const promotions = within(dialog).getByRole('link', { name: 'See all promotions' });
    expect(promotions).toHaveAttribute('href', '/de/bonuses');
    expect(promotions).toHaveFocus();
  });

  it('read with 404: the same, without a claim', async () => {
    const { dialog, calls } = await offer({ read: apiError(404, 'not_found') });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('This offer is no longer available.');
    expect(within(dialog).queryByRole('button', { name: 'Claim bonus' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('another refusal shows under the button, which stays for another try', async () => {
    const { dialog, user } = await offer({ claim: apiError(500, 'internal') });
    await user.click(await claimButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(testI18n.t('apiErrors.internal'));
    expect(within(dialog).getByRole('button', { name: 'Claim bonus' })).toBeEnabled();
  });

  it('keeps the keyboard inside, starting on "Claim bonus", and closes on Escape', async () => {
    const { dialog, user } = await offer({ claim: answer(true) });
    const claim = await claimButton(dialog);
    await waitFor(() => expect(claim).toHaveFocus());
    // Close, the terms and the claim: Tab goes round them and stays in the dialog.
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(modals()).toEqual({});
  });
});
