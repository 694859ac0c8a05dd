import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@casino/contracts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import ProfileScreen from './profile-screen.tsx';

const profile: Profile = {
  email: 'ana@example.com',
  firstName: 'Ana',
  surename: 'Popescu',
  postCode: '010101',
  city: 'Bucharest',
  address: 'Str. Lipscani 1',
  phonePrefix: '40',
  phone: '721234567',
  country: 'RO',
  gender: 'f',
  birthday: '1990-04-07',
  language: 'en',
  referralLink: 'https://casino.test/?ref=abc123',
};
const countries = {
  items: [
    { alpha2: 'RO', alpha3: 'ROU', name: 'Romania', phoneCodes: ['40'] },
    { alpha2: 'DE', alpha3: 'DEU', name: 'Germany', phoneCodes: ['49'] },
  ],
};

beforeEach(() => useUiStore.setState({ modals: {}, toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useUiStore.getState().toasts.map((toast) => toast.text);

describe('ProfileScreen', () => {
  it('shows the stored profile with the e-mail read-only and the date as three selects', async () => {
    mockApi({ 'GET /api/me/profile': profile, 'GET /api/countries': countries });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Popescu');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('RO');
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prefix')).toHaveValue('40');
    expect(screen.getByLabelText('Day')).toHaveValue('7');
    expect(screen.getByLabelText('Month')).toHaveValue('4');
    expect(screen.getByRole('option', { name: 'Apr' })).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByLabelText('Referral link')).toHaveValue(profile.referralLink);
  });

  it('refuses bad input with the translated rule and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /api/me/profile': profile, 'GET /api/countries': countries });
    const { user } = renderWithProviders(<ProfileScreen />);
    const phone = await screen.findByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '0721');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(testI18n.t('validation.phoneStartsWithZero'))).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the changes, says so and refreshes the player data', async () => {
    const { calls } = mockApi({
      'GET /api/me/profile': profile,
      'GET /api/countries': countries,
      'PUT /api/me/profile': ({ body }: RecordedCall) => ({
        status: 200,
        body: { ...profile, ...(body as object) },
      }),
    });
    const { user, queryClient } = renderWithProviders(<ProfileScreen />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Cluj-Napoca');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContain('account.toasts.profileUpdated'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      firstName: 'Ana',
      surename: 'Popescu',
      postCode: '010101',
      city: 'Cluj-Napoca',
      address: 'Str. Lipscani 1',
      phonePrefix: '40',
      phone: '721234567',
      country: 'DE',
      gender: 'm',
      birthday: '1990-04-07',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });

  it('shows a server refusal as a form error', async () => {
    mockApi({
      'GET /api/me/profile': profile,
      'GET /api/countries': countries,
      'PUT /api/me/profile': apiError(400, 'unknown_country'),
    });
    const { user } = renderWithProviders(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n.t('apiErrors.unknown_country'));
    expect(toasts()).not.toContain('account.toasts.profileUpdated');
  });

  it('copies the referral link', async () => {
    mockApi({ 'GET /api/me/profile': profile, 'GET /api/countries': countries });
    const { user } = renderWithProviders(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Copy the referral link' }));
    // user-event installs its own clipboard; read it back.
    await expect(navigator.clipboard.readText()).resolves.toBe(profile.referralLink);
    expect(toasts()).toContain('account.toasts.linkCopied');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/me/profile': apiError(500, 'internal'), 'GET /api/countries': countries });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
