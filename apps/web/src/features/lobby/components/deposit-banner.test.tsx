import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetSessionForTests, setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { welcomeOfferAnswer } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { chooseGuestCurrency } from '../lib/offer-currency.ts';
import GuestDepositBanner from './deposit-banner.tsx';
import PlayerDepositBanner from './player-deposit-banner.tsx';

beforeEach(() => {
  resetSessionForTests();
  chooseGuestCurrency(null);
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

const modals = () => useUiStore.getState().modals;
const balance = (minor: number, currency = 'EUR') => ({
  currency,
  balanceMain: minor,
  bonusCasino: 0,
  balance: minor,
});
const deposits = (total: number) => ({ items: [], page: 1, pageSize: 1, total });

describe('deposit banner for guests', () => {
  it('starts at the currency default, resets it on a currency change and sends guests to sign up', async () => {
    mockApi({ 'GET /api/bonuses/welcome': welcomeOfferAnswer });
    const { user } = renderWithProviders(<GuestDepositBanner />);
    const amount = screen.getByLabelText('Deposit amount');
    expect(amount).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Deposit €50' })).toHaveTextContent('€50');
    await waitFor(() => expect(screen.getByTestId('welcome-card')).toHaveTextContent('200%'));

    await user.clear(amount);
    await user.type(amount, '0a12,5');
    expect(amount).toHaveValue('125');
    await user.selectOptions(screen.getByLabelText('Currency'), 'RON');
    expect(screen.getByLabelText('Deposit amount')).toHaveValue('150');
    await waitFor(() =>
      expect(screen.getByTestId('welcome-card')).toHaveTextContent('350% up to 57,500 RON'),
    );
    expect(screen.getByRole('button', { name: 'Deposit 150\u00a0lei' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Deposit 150\u00a0lei' }));
    expect(Object.keys(modals())).toEqual(['SIGNUP']);
  });

  it('shows the error under an empty field, says play and disables the button', async () => {
    mockApi({});
    const { user } = renderWithProviders(<GuestDepositBanner />);
    const amount = screen.getByLabelText('Deposit amount');
    await user.clear(amount);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount above 0.');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    await user.type(amount, '0');
    expect(amount).toHaveValue('');
    await user.type(amount, '12345678901234');
    expect(amount).toHaveValue('1234567890');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('deposit banner for players', () => {
  it('follows the balance currency, opens the deposit modal with the amount and change currency on a switch', async () => {
    setAuthenticated(true);
    mockApi({
      'GET /api/wallet/balance': balance(1_000, 'GBP'),
      'GET /api/wallet/payment-history': deposits(1),
      'GET /api/bonuses/welcome': welcomeOfferAnswer,
    });
    const { user } = renderWithProviders(<PlayerDepositBanner />);
    const amount = await screen.findByLabelText('Deposit amount');
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    expect(amount).toHaveValue('50');
    expect(await screen.findByTestId('welcome-card')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '75');
    await user.click(screen.getByRole('button', { name: 'Deposit £75' }));
    expect(modals().DEPOSIT).toEqual({ amount: 75, currency: 'GBP' });

    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(modals().CHANGE_CURRENCY_MODAL).toEqual({ currency: 'EUR' });
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
  });

  it('holds its place, welcome card included, until the balance and the deposit count are known', async () => {
    setAuthenticated(true);
    mockApi({
      'GET /api/wallet/balance': balance(1_000),
      'GET /api/wallet/payment-history': deposits(0),
      'GET /api/bonuses/welcome': welcomeOfferAnswer,
    });
    renderWithProviders(<PlayerDepositBanner />);
    expect(screen.getByTestId('deposit-banner')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('welcome-card')).toBeInTheDocument();
    expect(screen.queryByLabelText('Deposit amount')).toBeNull();
    expect(await screen.findByLabelText('Deposit amount')).toHaveValue('50');
    expect(screen.getByTestId('deposit-banner')).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('welcome-card')).toBeInTheDocument();
  });

  it('hides at or above the threshold of the currency', async () => {
    setAuthenticated(true);
    mockApi({
      'GET /api/wallet/balance': balance(50_000),
      'GET /api/wallet/payment-history': deposits(0),
    });
    renderWithProviders(<PlayerDepositBanner />);
    // The frame holds the place until both are known; it goes then, and no banner comes in its stead.
    expect(screen.getByTestId('deposit-banner')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByTestId('deposit-banner')).toBeNull());
  });

  it('shows without a balance, and hides the welcome card after 3 completed deposits', async () => {
    setAuthenticated(true);
    mockApi({ 'GET /api/wallet/payment-history': deposits(3) });
    renderWithProviders(<PlayerDepositBanner />);
    // The form comes in the same render as the banner's final welcome card, once the count is known.
    expect(await screen.findByLabelText('Deposit amount')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-banner')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('welcome-card')).toBeNull();
  });
});
