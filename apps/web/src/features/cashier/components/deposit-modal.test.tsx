import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethod, PaymentMethodsResponse } from '@casino/contracts';
import { setAuthenticated } from '../../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { PAYMENT_METHODS as methods, PROFILE, aPromotion } from '../../../test/fixtures.ts';
import { apiError, mockApi, reply } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { redirectTo } from '../lib/redirect.ts';
import DepositModal from './deposit-modal.tsx';

vi.mock('../lib/redirect.ts', () => ({ redirectTo: vi.fn() }));

/** A profile with everything the bank methods need. */
const complete = { ...PROFILE, address: 'Hauptstraße 1', city: 'Berlin', postCode: '10115' };
const PAYMENT_ID = '3f1e1c9e-6a51-4c1e-9d7b-0a4c1f2e8b11';

const bitcoin = methods.items.find((method) => method.channel === 'crypto') as PaymentMethod;
/** The list with Ethereum offered as well as Bitcoin. */
const withEther: PaymentMethodsResponse = {
  items: [...methods.items, { ...bitcoin, id: 'eth', name: 'Ethereum', asset: 'ETH' }],
};
/** The list of a configuration without crypto deposits: bank methods only. */
const bankOnly: PaymentMethodsResponse = {
  items: methods.items.filter((method) => method.channel === 'bank'),
};

const renderModal = (props: Record<string, unknown> = {}) =>
  renderWithProviders(<DepositModal name="DEPOSIT" props={props} close={() => undefined} />);

beforeEach(() => {
  useUiStore.setState({ modals: {}, toasts: [] });
  setAuthenticated(true);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
  setAuthenticated(false);
});

describe('DEPOSIT modal, banking tab', () => {
  it('lists the bank methods with the 5-banking-days note, the limits and the banner amount', async () => {
    mockApi({ 'GET /api/payments/methods': methods });
    renderModal({ amount: 50, currency: 'EUR' });
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bitcoin' })).toBeNull();
    expect(screen.getAllByText('Credited within up to 5 banking days')).toHaveLength(1);
    expect(screen.getByText('Minimum €10.00, maximum €5,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('50');
  });

  it('ignores a banner amount in another currency', async () => {
    mockApi({ 'GET /api/payments/methods': methods });
    renderModal({ amount: 150, currency: 'RON' });
    expect(await screen.findByLabelText('Amount')).toHaveValue('');
  });

  it.each([
    ['', 'This field is required'],
    ['0', 'Enter a positive number'],
    ['abc', 'Enter a positive number'],
    ['12.345', 'Enter a positive number'],
    ['9.99', 'The amount is below the minimum of €10.00'],
    ['5000.01', 'The amount is above the maximum of €5,000.00'],
  ])('amount %j → "%s", and nothing is sent', async (amount, message) => {
    const { calls } = mockApi({ 'GET /api/payments/methods': methods });
    const { user } = renderModal();
    const field = await screen.findByLabelText('Amount');
    if (amount) await user.type(field, amount);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts the focus on the first field that needs fixing', async () => {
    mockApi({ 'GET /api/payments/methods': methods });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Promo code'), '<>');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('once sent, a method of other limits checks the typed amount again', async () => {
    const card = methods.items[0] as PaymentMethod;
    const wire = {
      ...card,
      id: 'wire',
      name: 'Wire',
      limits: { ...card.limits, EUR: { min: 2000, max: 100000 } },
    };
    mockApi({ 'GET /api/payments/methods': { items: [...methods.items, wire] } });
    const { user } = renderModal();
    await user.click(await screen.findByRole('radio', { name: 'Wire' }));
    await user.type(screen.getByLabelText('Amount'), '15');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The amount is below the minimum of €20.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/below the minimum/)).toBeNull();
  });

  it('a promo code with other characters is refused in the browser', async () => {
    const { calls } = mockApi({ 'GET /api/payments/methods': methods });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Promo code'), 'BAD CODE!');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('This field contains characters that are not allowed'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts the method, minor units, the stored promo code and a key, then goes to the provider page', async () => {
    storage.set(STORAGE_KEYS.depositBonusPromoCode, 'WELCOME');
    const { calls } = mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': complete,
      'POST /api/payments/deposits': reply(201, { paymentId: PAYMENT_ID, redirectUrl: '/sandbox-pay/x' }),
    });
    const { user } = renderModal();
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByLabelText('Amount'), '25,50');
    expect(screen.getByLabelText('Promo code')).toHaveValue('WELCOME');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox-pay/x'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      methodId: 'transfer',
      amount: 2550,
      promoCode: 'WELCOME',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
  });

  it('claims the welcome offer only when its box is ticked (bonuses are opt-in)', async () => {
    const { calls } = mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': complete,
      'GET /api/bonuses/deposit-offer': { offer: aPromotion() },
      'POST /api/payments/deposits': reply(201, { paymentId: PAYMENT_ID, redirectUrl: '/sandbox-pay/x' }),
    });
    const { user } = renderModal();
    const claim = await screen.findByRole('checkbox', { name: 'Claim this bonus with this deposit' });
    expect(claim).not.toBeChecked();
    await user.click(claim);
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox-pay/x'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      amount: 2500,
      claimBonus: true,
    });
  });

  it.each([
    ['invalid_promo_code', 'Invalid promo code.'],
    ['no_such_code', 'No such promo code.'],
  ])('shows %s under the promo field and keeps the typed code stored', async (code, message) => {
    mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': PROFILE,
      'POST /api/payments/deposits': apiError(400, code),
    });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Promo code'), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(storage.get(STORAGE_KEYS.depositBonusPromoCode)).toBe('SPRING');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('a retry after a network failure reuses the idempotency key', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': PROFILE,
      'POST /api/payments/deposits': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('offline');
        return { status: 201, body: { paymentId: PAYMENT_ID, redirectUrl: '/pay' } };
      },
    });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pay'));
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('DEPOSIT modal, a method that needs profile fields', () => {
  it('opens FORM_FIELDS with the missing fields instead of paying, keeping the typed deposit', async () => {
    const { calls } = mockApi({ 'GET /api/payments/methods': methods, 'GET /api/me/profile': PROFILE });
    useUiStore.setState({ modals: { DEPOSIT: {} } });
    const { user } = renderModal();
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.type(screen.getByLabelText('Promo code'), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(useUiStore.getState().modals.FORM_FIELDS).toBeDefined());
    expect(useUiStore.getState().modals.FORM_FIELDS).toEqual({
      methodId: 'transfer',
      amount: 2500,
      promoCode: 'SPRING',
      fields: ['address', 'city', 'postCode'],
    });
    // DEPOSIT stays underneath with the same amount and method, for when the player closes FORM_FIELDS.
    expect(useUiStore.getState().modals.DEPOSIT).toEqual({
      amount: '25',
      currency: 'EUR',
      methodId: 'transfer',
    });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('pays at once when the profile has what the method needs', async () => {
    const { calls } = mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': PROFILE,
      'POST /api/payments/deposits': reply(201, { paymentId: PAYMENT_ID, redirectUrl: '/pay' }),
    });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pay'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      methodId: 'card',
      amount: 2000,
    });
    expect(useUiStore.getState().modals.FORM_FIELDS).toBeUndefined();
  });

  it('opens FORM_FIELDS with the fields the server names when it answers profile_incomplete', async () => {
    mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': PROFILE,
      'POST /api/payments/deposits': reply(409, {
        error: {
          code: 'profile_incomplete',
          message: 'profile incomplete',
          details: [{ path: 'birthday', message: 'required' }],
        },
      }),
    });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(useUiStore.getState().modals.FORM_FIELDS).toBeDefined());
    expect(useUiStore.getState().modals.FORM_FIELDS).toEqual({
      methodId: 'card',
      amount: 2000,
      fields: ['birthday'],
    });
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says so when the profile cannot be read, and sends nothing', async () => {
    const { calls } = mockApi({
      'GET /api/payments/methods': methods,
      'GET /api/me/profile': apiError(500, 'internal'),
    });
    const { user } = renderModal();
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(testI18n.t('apiErrors.internal'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(useUiStore.getState().modals.FORM_FIELDS).toBeUndefined();
  });

  it('coming back from FORM_FIELDS shows the same method and amount', async () => {
    mockApi({ 'GET /api/payments/methods': methods });
    renderModal({ amount: '25', currency: 'EUR', methodId: 'transfer' });
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(screen.getByLabelText('Amount')).toHaveValue('25');
  });
});

describe('DEPOSIT modal, crypto tab', () => {
  it('has the banking and crypto tabs when the list offers a crypto method', async () => {
    mockApi({ 'GET /api/payments/methods': methods });
    const { user } = renderModal();
    const tabs = await screen.findByRole('tablist', { name: 'Deposit method' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Banking', 'Crypto']);
    expect(screen.getByRole('tab', { name: 'Banking' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Banking' })).toContainElement(
      await screen.findByRole('form', { name: 'Deposit by bank' }),
    );
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    expect(screen.getByRole('tabpanel', { name: 'Crypto' })).toContainElement(
      screen.getByRole('form', { name: 'Deposit by crypto' }),
    );
    // Only the assets the list offers can be chosen.
    const assets = within(screen.getByLabelText('Currency to send')).getAllByRole('option');
    expect(assets.map((option) => option.textContent)).toEqual(['BTC']);
  });

  it('without a crypto method in the list: no tabs, the banking deposit only', async () => {
    mockApi({ 'GET /api/payments/methods': bankOnly });
    renderModal();
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Deposit by bank' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Crypto' })).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Deposit by crypto' })).toBeNull();
  });

  it('shows the server refusing a crypto deposit with its message, and opens no details', async () => {
    mockApi({
      'GET /api/payments/methods': methods,
      'POST /api/payments/crypto/deposits': apiError(409, 'payment_method_unavailable'),
    });
    useUiStore.setState({ modals: { DEPOSIT: {} } });
    const { user } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Crypto' }));
    await user.type(screen.getByLabelText('Amount'), '40');
    await user.click(screen.getByRole('button', { name: 'Get deposit address' }));
    expect(await screen.findByText(testI18n.t('apiErrors.payment_method_unavailable'))).toBeInTheDocument();
    expect(useUiStore.getState().modals.CRYPTO_DEPOSIT).toBeUndefined();
    expect(useUiStore.getState().modals.DEPOSIT).toBeDefined();
  });

  it('creates the crypto deposit and replaces the modal with the details', async () => {
    const details = {
      paymentId: PAYMENT_ID,
      asset: 'ETH',
      address: '0xabc',
      assetAmount: '0.01234567',
      rate: '3240.00',
      expiresAt: '2026-11-21T20:00:00.000Z',
    };
    const { calls } = mockApi({
      'GET /api/payments/methods': withEther,
      'POST /api/payments/crypto/deposits': reply(201, details),
    });
    useUiStore.setState({ modals: { DEPOSIT: {} } });
    const { user } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Crypto' }));
    await user.selectOptions(screen.getByLabelText('Currency to send'), 'ETH');
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Get deposit address' }));
    expect(await screen.findByText('The amount is below the minimum of €10.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '40');
    await user.click(screen.getByRole('button', { name: 'Get deposit address' }));
    await waitFor(() => expect(useUiStore.getState().modals.CRYPTO_DEPOSIT).toBeDefined());
    expect(useUiStore.getState().modals.DEPOSIT).toBeUndefined();
    expect(useUiStore.getState().modals.CRYPTO_DEPOSIT).toMatchObject({ ...details, amount: 4000 });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ asset: 'ETH', amount: 4000 });
  });
});
