import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ModalProps } from '../../../lib/modal-props.ts';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CryptoDepositDetailsModal from './crypto-deposit-details-modal.tsx';

const details: ModalProps<'CRYPTO_DEPOSIT'> = {
  paymentId: '3f1e1c9e-6a51-4c1e-9d7b-0a4c1f2e8b11',
  asset: 'BTC',
  address: 'bc1qsandboxaddress',
  assetAmount: '0.00052631',
  rate: '76000.00',
  expiresAt: '2026-11-21T20:00:00.000Z',
  amount: 4000,
  currency: 'EUR',
};

beforeEach(() => {
  useUiStore.setState({ modals: {}, toasts: [] });
  setAuthenticated(true);
});
afterEach(() => setAuthenticated(false));

/** userEvent.setup() installs its own clipboard, so the spy goes on after the render. */
function renderModal(close = vi.fn()) {
  const rendered = renderWithProviders(
    <CryptoDepositDetailsModal name="CRYPTO_DEPOSIT" props={details} close={close} />,
  );
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  return { ...rendered, close, writeText };
}

describe('CRYPTO_DEPOSIT details modal', () => {
  it('shows the address, the exact amount, the rate, the expiry and the exact-amount rule', () => {
    renderModal();
    expect(screen.getByText('bc1qsandboxaddress')).toBeInTheDocument();
    expect(screen.getByText('0.00052631 BTC')).toBeInTheDocument();
    expect(screen.getByText('1 BTC = 76000.00 EUR')).toBeInTheDocument();
    expect(screen.getByText(/Nov 21, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Send exactly 0.00052631 BTC. A transfer of a different amount',
    );
  });

  it.each([
    ['Copy address', 'bc1qsandboxaddress', 'cashier.toasts.addressCopied'],
    ['Copy amount', '0.00052631', 'cashier.toasts.amountCopied'],
  ])('%s copies the value and shows its toast', async (button, value, toast) => {
    const { user, writeText } = renderModal();
    await user.click(screen.getByRole('button', { name: button }));
    expect(writeText).toHaveBeenCalledWith(value);
    await waitFor(() =>
      expect(useUiStore.getState().toasts).toMatchObject([{ kind: 'success', text: toast, translate: true }]),
    );
  });

  it('a refused clipboard says so', async () => {
    const { user, writeText } = renderModal();
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts).toMatchObject([
        { kind: 'error', text: 'cashier.toasts.copyFailed' },
      ]),
    );
  });

  it('Done closes it', async () => {
    const { user, close } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(close).toHaveBeenCalledOnce();
  });
});

describe('CRYPTO_DEPOSIT QR code', () => {
  it('shows a QR code of the BTC address and amount, loaded with the encoder', async () => {
    renderModal();
    const code = await screen.findByRole('img', { name: 'QR code of the BTC address and amount' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(
      screen.queryByText('The QR code holds the address only: enter the amount in your wallet yourself.'),
    ).toBeNull();
  });

  it('USDT: a QR code of the address alone, saying the amount is typed', async () => {
    renderWithProviders(
      <CryptoDepositDetailsModal
        name="CRYPTO_DEPOSIT"
        props={{ ...details, asset: 'USDT', address: '0xsandbox', assetAmount: '40.5' }}
        close={vi.fn()}
      />,
    );
    expect(await screen.findByRole('img', { name: 'QR code of the USDT address' })).toBeInTheDocument();
    expect(
      screen.getByText('The QR code holds the address only: enter the amount in your wallet yourself.'),
    ).toBeInTheDocument();
  });
});
