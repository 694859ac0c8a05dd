import { expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import ChangeCurrencyModal from './change-currency-modal.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

asSignedInPlayer();

const render = (currency: string, close = vi.fn()) =>
  renderWithProviders(
    <ChangeCurrencyModal name="CHANGE_CURRENCY_MODAL" props={{ currency }} close={close} />,
  );

it('states what the change does and changes the currency on confirmation', async () => {
  const sent: RecordedCall[] = [];
  mockApi({
    'POST /api/wallet/currency': (call: RecordedCall) => {
      sent.push(call);
      return {
        status: 200,
        body: {
          currency: 'GBP',
          changed: true,
          balance: { currency: 'GBP', balanceMain: 0, bonusCasino: 0, balance: 0 },
        },
      };
    },
  });
  const close = vi.fn();
  const { user } = render('GBP', close);
  expect(screen.getByText(testI18n.t('wallet.changeCurrency.effects'))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: testI18n.t('wallet.changeCurrency.confirm') }));
  await waitFor(() => expect(close).toHaveBeenCalledOnce());
  expect(sent[0]?.body).toMatchObject({ currency: 'GBP' });
  expect(typeof (sent[0]?.body as { idempotencyKey: unknown }).idempotencyKey).toBe('string');
  expect(useUiStore.getState().toasts).toMatchObject([
    { kind: 'success', text: 'wallet.changeCurrency.done' },
  ]);
});

it('shows why the change is refused and stays open', async () => {
  mockApi({ 'POST /api/wallet/currency': apiError(409, 'currency_change_blocked') });
  const close = vi.fn();
  const { user } = render('RON', close);
  await user.click(screen.getByRole('button', { name: testI18n.t('wallet.changeCurrency.confirm') }));
  expect(await screen.findByText(testI18n.t('apiErrors.currency_change_blocked'))).toBeInTheDocument();
  expect(close).not.toHaveBeenCalled();
});

it('keeps the currency when the player declines, and refuses an unknown currency', async () => {
  const { fetchMock } = mockApi({});
  const close = vi.fn();
  const { user, unmount } = render('EUR', close);
  await user.click(screen.getByRole('button', { name: testI18n.t('wallet.changeCurrency.cancel') }));
  expect(close).toHaveBeenCalledOnce();
  unmount();
  render('XXX');
  expect(screen.getByText(testI18n.t('wallet.changeCurrency.unknown'))).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
