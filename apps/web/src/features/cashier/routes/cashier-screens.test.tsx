import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

describe('withdrawal screens: verification first', () => {
  const verification = (status: string, files: unknown[] = [], pendingReview = false) => ({
    status,
    pendingReview,
    files,
  });
  const photoIdWaiting = {
    id: 'f1',
    kind: 'photo_id',
    originalName: 'passport.pdf',
    contentType: 'application/pdf',
    size: 1000,
    uploadedAt: '2025-01-01T00:00:00.000Z',
    review: 'pending',
    rejectionReason: null,
  };

  it('a verified player gets the bank form', async () => {
    mockApi({ 'GET /api/wallet/balance': balance, 'GET /api/me/verification': verification('verified') });
    renderWithProviders(<WithdrawalScreen />, { route: '/withdrawal' });
    expect(await screen.findByRole('form', { name: 'Withdrawal to a bank account' })).toBeInTheDocument();
    expect(screen.queryByTestId('withdrawal-verification')).toBeNull();
  });

  it('an unverified player is told above the form what is missing and led to the verification page', async () => {
    mockApi({
      'GET /api/wallet/balance': balance,
      'GET /api/me/verification': verification('not_verified', [photoIdWaiting], true),
    });
    renderWithProviders(<WithdrawalScreen />, { route: '/de/withdrawal' });
    const panel = await screen.findByRole('region', { name: 'Verify your account to withdraw' });
    expect(panel).toHaveTextContent('Verification status: Not verified');
    const missing = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing).toEqual(['Proof of address', 'Proof of payment', 'Another document']);
    expect(panel).toHaveTextContent('Your files are being reviewed. Approval takes 1 to 24 hours.');
    expect(within(panel).getByRole('link', { name: 'Go to verification' })).toHaveAttribute(
      'href',
      '/de/profile/verification',
    );
    expect(await screen.findByRole('form', { name: 'Withdrawal to a bank account' })).toBeInTheDocument();
  });

  it('expired documents: the crypto tab says so too', async () => {
    mockApi({
      'GET /api/wallet/balance': balance,
      'GET /api/me/verification': verification('documents_expired'),
    });
    renderWithProviders(<CryptoWithdrawalScreen />, { route: '/withdrawal/crypto' });
    const panel = await screen.findByRole('region', { name: 'Verify your account to withdraw' });
    expect(panel).toHaveTextContent('Your documents have expired.');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('form', { name: 'Withdrawal to a crypto wallet' })).toBeInTheDocument();
  });

  it('an account found to be under 18 lists no documents and points to support', async () => {
    mockApi({ 'GET /api/wallet/balance': balance, 'GET /api/me/verification': verification('less_than_18') });
    renderWithProviders(<WithdrawalScreen />);
    const panel = await screen.findByRole('region', { name: 'Verify your account to withdraw' });
    expect(panel).toHaveTextContent('Please contact support.');
    expect(within(panel).queryAllByRole('listitem')).toEqual([]);
  });
});
