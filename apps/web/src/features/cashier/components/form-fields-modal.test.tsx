import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '../../../app/modal-host.tsx';
import type { ModalProps } from '../../../lib/modal-props.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';
import { PAYMENT_METHODS, PROFILE } from '../../../test/fixtures.ts';
import { apiError, mockApi, reply, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';
import { redirectTo } from '../lib/redirect.ts';

vi.mock('../lib/redirect.ts', () => ({ redirectTo: vi.fn() }));

asSignedInPlayer();
afterEach(() => {
  vi.mocked(redirectTo).mockReset();
  sessionStorage.clear();
});

const PAYMENT_ID = '3f1e1c9e-6a51-4c1e-9d7b-0a4c1f2e8b11';
/** The bank transfer of 25.00 the deposit form was about to make. */
const TRANSFER = { methodId: 'transfer', amount: 2500, promoCode: 'SPRING', claimBonus: true };
const WHY = testI18n.t('cashier.formFields.why');
const SUBMIT = testI18n.t('cashier.formFields.submit');

const flag = (key: string): unknown => {
  const value = storage.get(key, storage.session());
  return value === null ? null : (JSON.parse(value) as unknown);
};
const flags = () => ({
  filterFields: flag(STORAGE_KEYS.filterFields),
  hideFields: flag(STORAGE_KEYS.hideFields),
  disableFields: flag(STORAGE_KEYS.disableFields),
});

/** The modal as the player meets it: opened by name through the modal host. */
async function openFormFields(props: ModalProps<'FORM_FIELDS'>) {
  const rendered = renderWithProviders(<ModalHost />);
  act(() => openModal('FORM_FIELDS', props));
  const dialog = await screen.findByRole('dialog', { name: 'Complete your details' });
  await within(dialog).findByText(WHY);
  return { ...rendered, dialog };
}

/** Answers a profile save with the saved profile, and records what was sent. */
function savesProfile(saved: RecordedCall[]) {
  return (call: RecordedCall) => {
    saved.push(call);
    return { status: 200, body: { ...PROFILE, ...(call.body as object) } };
  };
}

describe('FORM_FIELDS modal', () => {
  it('asks only for what the method needs and the profile lacks, and keeps the flags while open', async () => {
    mockApi({ 'GET /api/payments/methods': PAYMENT_METHODS, 'GET /api/me/profile': PROFILE });
    const { dialog, user } = await openFormFields(TRANSFER);
    const inputs = within(dialog).getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual(['address', 'city', 'postCode']);
    expect(within(dialog).getByLabelText('Address')).toHaveFocus();
    expect(within(dialog).queryByLabelText('First name')).toBeNull();
    expect(flags()).toEqual({
      filterFields: ['address', 'city', 'postCode'],
      hideFields: ['firstName', 'surename', 'gender', 'birthday', 'country', 'phonePrefix', 'phone'],
      disableFields: [],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(flags()).toEqual({ filterFields: null, hideFields: null, disableFields: null });
  });

  it('requires every field it shows and sends nothing until they are given', async () => {
    const { calls } = mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': PROFILE,
    });
    const { dialog, user } = await openFormFields(TRANSFER);
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));
    expect(await within(dialog).findAllByText(testI18n.t('validation.required'))).toHaveLength(3);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves the fields, then makes the same deposit and goes to the provider page', async () => {
    const saved: RecordedCall[] = [];
    const { calls } = mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': PROFILE,
      'PUT /api/me/profile': savesProfile(saved),
      'POST /api/payments/deposits': reply(201, { paymentId: PAYMENT_ID, redirectUrl: '/sandbox-pay/x' }),
    });
    const { dialog, user } = await openFormFields(TRANSFER);
    await user.type(within(dialog).getByLabelText('Address'), 'Hauptstraße 1');
    await user.type(within(dialog).getByLabelText('City'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Postal code'), '10115');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox-pay/x'));
    // The rest of the profile is sent back as it was.
    expect(saved[0]?.body).toEqual({
      firstName: 'Ana',
      surename: 'Popescu',
      postCode: '10115',
      city: 'Berlin',
      address: 'Hauptstraße 1',
      phonePrefix: '49',
      phone: '15112345678',
      country: 'DE',
      gender: 'f',
      birthday: '1990-04-07',
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ...TRANSFER,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(flags()).toEqual({ filterFields: null, hideFields: null, disableFields: null });
  });

  it('shows the server’s refusal of a field under that field, and does not pay', async () => {
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': PROFILE,
      'PUT /api/me/profile': reply(400, {
        error: {
          code: 'validation_failed',
          message: 'The request is not valid.',
          details: [{ path: 'body/postCode', message: 'validation.tooLong' }],
        },
      }),
    });
    const { dialog, user } = await openFormFields(TRANSFER);
    await user.type(within(dialog).getByLabelText('Address'), 'Hauptstraße 1');
    await user.type(within(dialog).getByLabelText('City'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Postal code'), '10115');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));
    expect(await within(dialog).findByText(testI18n.t('validation.tooLong'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('asks at once for the date of birth a first real-money game needs, with its selects, and says why', async () => {
    const saved: RecordedCall[] = [];
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': { ...PROFILE, firstName: '', birthday: null },
      'PUT /api/me/profile': savesProfile(saved),
      'POST /api/payments/deposits': reply(201, { paymentId: PAYMENT_ID, redirectUrl: '/pay' }),
    });
    const { dialog, user } = await openFormFields({ methodId: 'card', amount: 2000 });
    expect(within(dialog).getByText(testI18n.t('cashier.formFields.gameStartToo'))).toBeInTheDocument();
    expect(flags().filterFields).toEqual(['firstName', 'birthday']);
    await user.type(within(dialog).getByLabelText('First name'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));
    expect(await within(dialog).findByText(testI18n.t('validation.required'))).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Day'), '7');
    await user.selectOptions(within(dialog).getByLabelText('Month'), '4');
    await user.selectOptions(within(dialog).getByLabelText('Year'), '1990');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pay'));
    expect(saved.at(-1)?.body).toMatchObject({ firstName: 'Ana', birthday: '1990-04-07' });
  });

  it('asks for nothing more when the profile already has what a game needs', async () => {
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': { ...PROFILE, firstName: '' },
    });
    const { dialog } = await openFormFields({ methodId: 'card', amount: 2000 });
    expect(within(dialog).queryByLabelText('Day')).toBeNull();
    expect(within(dialog).queryByText(testI18n.t('cashier.formFields.gameStartToo'))).toBeNull();
    expect(flags().filterFields).toEqual(['firstName']);
  });

  it('adds the field the server names on payment', async () => {
    let payments = 0;
    const { calls } = mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': { ...PROFILE, firstName: '' },
      'PUT /api/me/profile': savesProfile([]),
      'POST /api/payments/deposits': () => {
        payments += 1;
        if (payments > 1) return { status: 201, body: { paymentId: PAYMENT_ID, redirectUrl: '/pay' } };
        return {
          status: 409,
          body: {
            error: {
              code: 'profile_incomplete',
              message: 'profile incomplete',
              details: [{ path: 'city', message: 'required' }],
            },
          },
        };
      },
    });
    const { dialog, user } = await openFormFields({ methodId: 'card', amount: 2000, fields: ['firstName'] });
    expect(within(dialog).queryByLabelText('City')).toBeNull();
    await user.type(within(dialog).getByLabelText('First name'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));

    expect(await within(dialog).findByText(testI18n.t('apiErrors.profile_incomplete'))).toBeInTheDocument();
    expect(flags().filterFields).toEqual(['firstName', 'city']);
    await user.type(within(dialog).getByLabelText('City'), 'Berlin');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pay'));
    const saves = calls.filter((call) => call.method === 'PUT');
    expect(saves.at(-1)?.body).toMatchObject({ firstName: 'Ana', city: 'Berlin' });
  });

  it('says what failed when the deposit cannot be made after saving', async () => {
    mockApi({
      'GET /api/payments/methods': PAYMENT_METHODS,
      'GET /api/me/profile': { ...PROFILE, surename: '' },
      'PUT /api/me/profile': savesProfile([]),
      'POST /api/payments/deposits': apiError(400, 'invalid_promo_code'),
    });
    const { dialog, user } = await openFormFields({ ...TRANSFER, methodId: 'card', fields: ['surename'] });
    await user.type(within(dialog).getByLabelText('Last name'), 'Popescu');
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }));
    expect(await within(dialog).findByText('Invalid promo code.')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('closes at once when the deposit to resume is not a whole number of minor units', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/payments/methods': PAYMENT_METHODS, 'GET /api/me/profile': PROFILE });
    renderWithProviders(<ModalHost />);
    act(() => openModal('FORM_FIELDS', { ...TRANSFER, amount: 25.5 }));
    await waitFor(() => expect(useUiStore.getState().modals.FORM_FIELDS).toBeUndefined());
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
