import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi, reply, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

const balance = { currency: 'EUR', balanceMain: 5000, bonusCasino: 2000, balance: 7000 };
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
const ETHEREUM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const IBAN_TYPO = 'This IBAN is not valid. Please check it for typing errors';

asSignedInPlayer();

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('withdrawal form (§3)', () => {
  it('bank: shows the real balance only and the bank fields, each saying what it takes', async () => {
    mockApi({ 'GET /api/wallet/balance': balance });
    renderWithProviders(<WithdrawalForm method="bank" />);
    expect(await screen.findByText('Available to withdraw: €50.00')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN or card number')).toHaveAccessibleDescription(
      'Your IBAN, like DE89 3704 0044 0532 0130 00, or your card number. Spaces are fine.',
    );
    expect(screen.getByLabelText('Account holder name')).toHaveAccessibleDescription(
      'The name on the bank account or card, as your bank knows it.',
    );
    expect(screen.queryByLabelText('Wallet address')).toBeNull();
  });

  it('crypto: the wallet address says which addresses it takes; there is no wallet tag', async () => {
    mockApi({ 'GET /api/wallet/balance': balance });
    renderWithProviders(<WithdrawalForm method="crypto" />);
    expect(await screen.findByLabelText('Wallet address')).toHaveAccessibleDescription(
      /A Bitcoin address \(starting with bc1, 1 or 3\) or an Ethereum address/,
    );
    expect(screen.queryByLabelText(/tag/i)).toBeNull();
    expect(screen.queryByLabelText('IBAN or card number')).toBeNull();
  });

  it.each([
    ['IBAN or card number', 'DE89 3704 0044 0532 0130 01', IBAN_TYPO],
    [
      'IBAN or card number',
      '4111 1111 1111 1112',
      'This card number is not valid. Please check it for typing errors',
    ],
    ['IBAN or card number', 'DE89<>', 'Enter an IBAN (it starts with two letters) or a card number'],
    ['Account holder name', '   ', 'This field is required'],
    ['Amount', '0', 'Enter a positive number'],
    ['Amount', '50.01', 'Not enough money on the account.'],
  ])('%s %j → "%s", nothing is sent', async (label, value, message) => {
    const { calls } = mockApi({ 'GET /api/wallet/balance': balance });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    const valid: Record<string, string> = {
      'IBAN or card number': GERMAN_IBAN,
      'Account holder name': 'Ana Pop',
      Amount: '20',
    };
    await screen.findByLabelText('IBAN or card number');
    for (const [field, text] of Object.entries({ ...valid, [label]: value }))
      await user.type(screen.getByLabelText(field), text);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('sent empty: every field says so and the first one takes the focus', async () => {
    const { calls } = mockApi({ 'GET /api/wallet/balance': balance });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('IBAN or card number')).toHaveFocus();
    expect(posts(calls)).toEqual([]);
  });

  it('checks a field when the player leaves it, and clears the error as soon as it is corrected', async () => {
    mockApi({ 'GET /api/wallet/balance': balance });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    const account = await screen.findByLabelText('IBAN or card number');
    // Tabbing through an empty field says nothing yet.
    await user.click(account);
    await user.tab();
    expect(screen.queryByText('This field is required')).toBeNull();

    await user.type(account, 'DE89 3704 0044 0532 0130 01');
    expect(screen.queryByText(IBAN_TYPO)).toBeNull();
    await user.tab();
    expect(screen.getByText(IBAN_TYPO)).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'true');

    await user.type(account, '{Backspace}0');
    expect(screen.queryByText(IBAN_TYPO)).toBeNull();
    expect(account).not.toHaveAttribute('aria-invalid');
  });

  it('bank: posts the IBAN as typed with the holder name; success toasts and empties the form', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': reply(201, {}),
    });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    await user.type(await screen.findByLabelText('IBAN or card number'), GERMAN_IBAN);
    await user.type(screen.getByLabelText('Account holder name'), 'Anna Berg');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      method: 'bank',
      account: GERMAN_IBAN,
      cardHolderName: 'Anna Berg',
      amount: 2000,
      idempotencyKey: expect.any(String) as unknown,
    });
    await waitFor(() => expect(screen.getByLabelText('IBAN or card number')).toHaveValue(''));
  });

  it('with an active bonus: asks first, then sends again forfeiting the bonus; keeping it sends nothing more', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': (call: RecordedCall) =>
        (call.body as { forfeitBonus?: boolean }).forfeitBonus
          ? { status: 201, body: {} }
          : { status: 409, body: { error: { code: 'bonus_active', message: 'bonus_active' } } },
    });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    await user.type(await screen.findByLabelText('IBAN or card number'), GERMAN_IBAN);
    await user.type(screen.getByLabelText('Account holder name'), 'Anna Berg');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw and forfeit your bonus?' });
    expect(dialog).toHaveTextContent('its bonus balance of €20.00 and its wagering progress are lost');
    await user.click(screen.getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw and forfeit the bonus' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(posts(calls)[2]?.body).toMatchObject({ amount: 2000, forfeitBonus: true });
    await waitFor(() => expect(screen.getByLabelText('IBAN or card number')).toHaveValue(''));
  });

  it('crypto: posts the Ethereum address with a key; success toasts and empties the form', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': reply(201, {}),
    });
    const { user } = renderWithProviders(<WithdrawalForm method="crypto" />);
    await user.type(await screen.findByLabelText('Wallet address'), ETHEREUM_ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts).toMatchObject([
        { kind: 'success', text: 'cashier.toasts.withdrawalRequested' },
      ]),
    );
    expect(posts(calls)[0]?.body).toEqual({
      method: 'crypto',
      walletAddress: ETHEREUM_ADDRESS,
      amount: 1250,
      idempotencyKey: expect.any(String) as unknown,
    });
    expect(screen.getByLabelText('Wallet address')).toHaveValue('');
  });

  it("shows the server's refusal under the field it names", async () => {
    mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': reply(400, {
        error: {
          code: 'validation_failed',
          message: 'invalid',
          details: [{ path: 'body/walletAddress', message: 'validation.walletAddressChecksum' }],
        },
      }),
    });
    const { user } = renderWithProviders(<WithdrawalForm method="crypto" />);
    await user.type(await screen.findByLabelText('Wallet address'), ETHEREUM_ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('This address is not valid. Please check it for typing errors'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('verification_required: the reason and a link to the verification page', async () => {
    mockApi({
      'GET /api/wallet/balance': balance,
      'POST /api/payments/withdrawals': apiError(403, 'verification_required'),
    });
    const { user } = renderWithProviders(<WithdrawalForm method="bank" />);
    await user.type(await screen.findByLabelText('IBAN or card number'), GERMAN_IBAN);
    await user.type(screen.getByLabelText('Account holder name'), 'Ana Pop');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/Verify your account before withdrawing/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to verification' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/verification');
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
