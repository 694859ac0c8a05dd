import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PAYMENT_METHODS } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CryptoDepositScreen from './crypto-deposit-screen.tsx';
import CryptoWithdrawalScreen from './crypto-withdrawal-screen.tsx';
import WithdrawalScreen from './withdrawal-screen.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

const balance = { currency: 'EUR', balanceMain: 12345, bonusCasino: 500, balance: 12845 };

asSignedInPlayer();

describe('cashier account screens (§2.5)', () => {
  it('/deposit/crypto shows the crypto deposit form with its rule', async () => {
    mockApi({ 'GET /api/payments/methods': PAYMENT_METHODS });
    renderWithProviders(<CryptoDepositScreen />, { route: '/deposit/crypto' });
    expect(await screen.findByRole('form', { name: 'Deposit by crypto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Currency to send')).toHaveValue('BTC');
    expect(screen.getByText(/Send exactly the amount shown on the next step/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deposit/crypto');
  });

  it('/deposit/crypto without a crypto method in the list goes on to the banking deposit', async () => {
    const bankOnly = { items: PAYMENT_METHODS.items.filter((method) => method.channel === 'bank') };
    mockApi({ 'GET /api/payments/methods': bankOnly });
    renderWithProviders(<CryptoDepositScreen />, { route: '/de/deposit/crypto' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/de\/deposit$/));
    expect(screen.queryByRole('form', { name: 'Deposit by crypto' })).toBeNull();
  });

  it('/deposit/crypto offers a retry when the methods cannot be read', async () => {
    mockApi({});
    renderWithProviders(<CryptoDepositScreen />, { route: '/deposit/crypto' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/deposit/crypto');
  });

  it('/withdrawal shows the bank form with the real balance', async () => {
    mockApi({ 'GET /api/wallet/balance': balance });
    renderWithProviders(<WithdrawalScreen />, { route: '/withdrawal' });
    expect(await screen.findByRole('form', { name: 'Withdrawal to a bank account' })).toBeInTheDocument();
    expect(screen.getByTestId('withdrawable-balance')).toHaveTextContent('€123.45');
  });

  it('/withdrawal/crypto shows the wallet fields', async () => {
    mockApi({ 'GET /api/wallet/balance': balance });
    renderWithProviders(<CryptoWithdrawalScreen />, { route: '/withdrawal/crypto' });
    expect(await screen.findByRole('form', { name: 'Withdrawal to a crypto wallet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Account')).toBeNull();
  });

  it('a failed balance load offers a retry instead of the form', async () => {
    mockApi({});
    renderWithProviders(<WithdrawalScreen />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
