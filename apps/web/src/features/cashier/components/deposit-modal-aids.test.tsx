import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetSessionForTests, signIn } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { PAYMENT_METHODS, PLAYER, aPromotion } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import DepositModal from './deposit-modal.tsx';

const renderModal = (close = vi.fn()) => ({
  close,
  ...renderWithProviders(<DepositModal name="DEPOSIT" props={{}} close={close} />, { route: '/games/slots' }),
});

beforeEach(() => {
  resetSessionForTests();
  signIn(PLAYER);
  useUiStore.setState({ modals: { DEPOSIT: {} }, toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('DEPOSIT modal: the way to withdraw', () => {
  it('has Withdraw at its top, one tap to the withdrawal page, closing the modal', async () => {
    mockApi({ 'GET /api/payments/methods': PAYMENT_METHODS });
    const { user, close } = renderModal();
    const withdraw = screen.getByRole('link', { name: testI18n.t('cashier.deposit.withdraw') });
    expect(withdraw).toHaveAttribute('href', '/withdrawal');
    await user.click(withdraw);
    expect(close).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/withdrawal');
  });
});

describe('DEPOSIT modal: quick amounts', () => {
  it('offers the §9 banner default and its multiples in the player’s currency and fills the amount', async () => {
    mockApi({ 'GET /api/payments/methods': PAYMENT_METHODS });
    const { user } = renderModal();
    const group = await screen.findByRole('group', { name: testI18n.t('cashier.quickAmounts') });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['€50', '€100', '€200', '€500']);
    await user.click(within(group).getByRole('button', { name: '€200' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('200');
    expect(within(group).getByRole('button', { name: '€200' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('uses the RON defaults for a RON account', async () => {
    signIn({ ...PLAYER, currency: 'RON' });
    mockApi({ 'GET /api/payments/methods': PAYMENT_METHODS });
    renderModal();
    const group = await screen.findByRole('group', { name: testI18n.t('cashier.quickAmounts') });
    // The amount and 'lei' are held together by a no-break space.
    const texts = within(group)
      .getAllByRole('button')
      .map((chip) => chip.textContent?.replace(/\s/g, ' '));
    expect(texts).toEqual(['150 lei', '300 lei', '600 lei', '1,500 lei']);
  });
});

describe('DEPOSIT modal: the bonus the deposit would claim', () => {
  it('states the offer from its own figures, with an empty box that claims it', async () => {
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/bonuses/deposit-offer': { offer: aPromotion() },
    });
    renderModal();
    const offer = await screen.findByTestId('deposit-bonus-offer');
    expect(offer).toHaveTextContent('Welcome offer');
    expect(offer).toHaveTextContent('200% up to €1,000.00 + 300 free spins');
    expect(offer).toHaveTextContent(`${testI18n.t('bonuses.promotions.facts.minDeposit')}: €20.00`);
    expect(offer).toHaveTextContent('10× the bonus');
    expect(
      within(offer).getByRole('checkbox', { name: testI18n.t('cashier.deposit.claimOffer') }),
    ).not.toBeChecked();
  });

  it('states a reload the same way once the welcome offer is had', async () => {
    const reload = aPromotion({
      slug: 'weekly-reload',
      trigger: 'periodic',
      title: 'Weekly reload',
      percent: 50,
      maxAmount: 20_000,
      freeSpins: null,
      wageringMultiple: 30,
    });
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/bonuses/deposit-offer': { offer: reload },
    });
    renderModal();
    const offer = await screen.findByTestId('deposit-bonus-offer');
    expect(offer).toHaveTextContent('Weekly reload');
    expect(offer).toHaveTextContent('50% up to €200.00');
  });

  it('says nothing when the deposit would claim no bonus', async () => {
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/bonuses/deposit-offer': { offer: null },
    });
    renderModal();
    await screen.findByRole('group', { name: testI18n.t('cashier.quickAmounts') });
    expect(screen.queryByTestId('deposit-bonus-offer')).toBeNull();
  });
});
