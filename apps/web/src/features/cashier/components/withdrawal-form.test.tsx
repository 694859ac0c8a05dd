import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi, reply, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

const balance = { currency: 'EUR', balanceMain: 5000, bonusCasino: 2000, balance: 7000 };

asSignedInPlayer();

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('withdrawal form (§3)', () => {
  it('bank: shows the real balance only and the bank fields', async () => {
    mockApi({ 'GET /api/wallet/balance': balance });
    renderWithProviders(<WithdrawalForm method="bank" />);
    expect(await screen.findByText('Available to withdraw: €50.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Card holder name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Wallet address')).toBeNull();
  });

  it.each([
    ['Account', 'A'.repeat(21), 'This value is too long'],
    ['Account', 'DE<89>', 'This field contains characters that are not allowed'],
    ['Card holder name', '   ', 'This field is required'],
    ['Amount', '0', 'Enter a positive number'],
    ['Amount', '50.01', 'Not enough money on the account.'],
  ])('%s %j → "%s", nothing is sent', async (label, value, message) => {
    const { calls } = mockApi({ 'GET /api/wallet/balance': balance });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    const valid: Record<string, string> = {
      Account: 'DE8937040044',
      'Card holder name': 'Ana Pop',
      Amount: '20',
    };
    await screen.findByLabelText('Account');
    for (const [field, text] of Object.entries({ ...valid, [label]: value }))
      await user.type(screen.getByLabelText(field), text);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('crypto: posts the wallet address and tag with a key; success toasts and empties the form', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': reply(201, {}),
    });
    const { user } = renderWithProviders(<WithdrawalForm method="crypto" />);
    await user.type(await screen.findByLabelText('Wallet address'), 'bc1qxyz');
    await user.type(screen.getByLabelText(/Wallet tag/), '42');
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts).toMatchObject([
        { kind: 'success', text: 'cashier.toasts.withdrawalRequested' },
      ]),
    );
    expect(posts(calls)[0]?.body).toEqual({
      method: 'crypto',
      walletAddress: 'bc1qxyz',
      walletTag: '42',
      amount: 1250,
      idempotencyKey: expect.any(String) as unknown,
    });
    expect(screen.getByLabelText('Wallet address')).toHaveValue('');
  });

  it('verification_required: the reason and a link to the verification page', async () => {
    mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': apiError(403, 'verification_required'),
    });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    await user.type(await screen.findByLabelText('Account'), 'DE8937040044');
    await user.type(screen.getByLabelText('Card holder name'), 'Ana Pop');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/Verify your account before withdrawing/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to verification' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/verification');
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
