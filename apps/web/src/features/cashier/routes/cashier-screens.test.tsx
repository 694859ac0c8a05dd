import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CryptoDepositScreen from './crypto-deposit-screen.tsx';
import CryptoWithdrawalScreen from './crypto-withdrawal-screen.tsx';
import WithdrawalScreen from './withdrawal-screen.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

const balance = { currency: 'EUR', balanceMain: 12345, bonusCasino: 500, balance: 12845 };

asSignedInPlayer();

describe('cashier account screens (§2.5)', () => {
  it('/deposit/crypto shows the crypto deposit form with its rule', () => {
    renderWithProviders(<CryptoDepositScreen />, { route: '/deposit/crypto' });
    expect(screen.getByRole('form', { name: 'Deposit by crypto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Currency to send')).toHaveValue('BTC');
    expect(screen.getByText(/Send exactly the amount shown on the next step/)).toBeInTheDocument();
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
