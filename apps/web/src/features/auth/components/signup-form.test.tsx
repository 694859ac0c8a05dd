import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthenticated, resetSessionForTests } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import validation from '../../../locales/en/validation.json';
import { PLAYER } from '../../../test/fixtures.ts';
import { apiError, mockApi, reply, type Answer } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import SignUpModal from './signup-modal.tsx';

vi.mock('../../../lib/geo.ts', () => ({
  loadGeo: () => Promise.resolve({ country: 'FR', country3: 'FRA', blocked: false }),
}));

const messages = validation.validation;
const COUNTRIES = {
  items: [
    { alpha2: 'DE', alpha3: 'DEU', name: 'Germany', phoneCodes: ['49'] },
    { alpha2: 'FR', alpha3: 'FRA', name: 'France', phoneCodes: ['33'] },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
  useUiStore.setState({ modals: { SIGNUP: {} }, toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

function renderSignUp(route = '/', register: Answer = reply(201, { user: PLAYER })) {
  const { calls } = mockApi({
    'GET /api/countries': COUNTRIES,
    'POST /api/auth/register': register,
  });
  const view = renderWithProviders(
    <SignUpModal name="SIGNUP" props={{}} close={() => useUiStore.getState().closeModal('SIGNUP')} />,
    { route },
  );
  return { ...view, calls };
}

async function fill(
  user: ReturnType<typeof renderSignUp>['user'],
  { email = 'new.player@example.com', password = 'Secret#1', terms = true } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up form', () => {
  it('focuses the email, defaults the currency from the language and preselects the country from geo', async () => {
    renderSignUp('/ro');
    expect(screen.getByLabelText('Email')).toHaveAttribute('data-autofocus');
    expect(screen.getByLabelText('Currency')).toHaveValue('RON');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('FR'));
  });

  it('links the terms and the privacy policy', () => {
    renderSignUp('/de');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/de/info_pages/terms_and_conditions',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/de/info_pages/privacy_policy',
    );
  });

  it.each([
    ['an empty email', { email: '' }, messages.required],
    ['an email with other characters', { email: 'plä yer@example.com' }, messages.invalidEmail],
    ['a short password', { password: 'A#1a' }, messages.passwordLength],
    ['a password with a space', { password: 'Secret #1' }, messages.passwordCharacters],
    ['a password without a digit', { password: 'Secret#x' }, messages.passwordDigit],
    ['a password without a lower-case letter', { password: 'SECRET#1' }, messages.passwordLower],
    ['a password without an upper-case letter', { password: 'secret#1' }, messages.passwordUpper],
    ['a password without a symbol', { password: 'Secret11' }, messages.passwordSymbol],
    ['the terms not accepted', { terms: false }, messages.termsRequired],
  ])('refuses %s with a translated message and sends nothing', async (_case, input, message) => {
    const { user, calls } = renderSignUp();
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('FR'));
    await fill(user, input);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/register')).toEqual([]);
    expect(isAuthenticated()).toBe(false);
  });

  it('requires a country from the list', async () => {
    const { user, calls } = renderSignUp();
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('FR'));
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await fill(user);
    expect(await screen.findByText(messages.countryRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/register')).toBe(false);
  });

  it('refuses a promo code with other characters', async () => {
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'I have a promo code' }));
    await user.type(screen.getByLabelText('Promo code'), 'BAD CODE!');
    await fill(user);
    expect(await screen.findByText(messages.invalidCharacters)).toBeInTheDocument();
  });

  it('says a code the bonus engine refuses under the code field, and stays signed out', async () => {
    const { user } = renderSignUp('/', apiError(400, 'no_such_code'));
    await user.click(screen.getByRole('button', { name: 'I have a promo code' }));
    await user.type(screen.getByLabelText('Promo code'), 'NOSUCH');
    await fill(user);
    expect(await screen.findByText(validation.apiErrors.no_such_code)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(isAuthenticated()).toBe(false);
  });

  it('registers, signs in and opens the thank-you modal', async () => {
    const { user, calls } = renderSignUp('/de');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('FR'));
    await user.click(screen.getByRole('button', { name: 'I have a promo code' }));
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME200');
    await fill(user);
    await waitFor(() => expect(isAuthenticated()).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({
      email: 'new.player@example.com',
      password: 'Secret#1',
      currency: 'EUR',
      country: 'FR',
      acceptTerms: true,
      promoCode: 'WELCOME200',
      language: 'de',
    });
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['THANK_FOR_REGISTRATION']);
    expect(localStorage.getItem(STORAGE_KEYS.statusSignUp)).toBe('completed');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('cookie');
  });

  it('sends the referral code the visitor came with, so the server can check it', async () => {
    sessionStorage.setItem(STORAGE_KEYS.referralCode, 'ABCD2345EF');
    const { user, calls } = renderSignUp();
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('FR'));
    await fill(user);
    await waitFor(() => expect(isAuthenticated()).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toMatchObject({
      referralCode: 'ABCD2345EF',
    });
  });

  it('shows the server answer (email taken) and stays a guest', async () => {
    const { user } = renderSignUp('/', apiError(409, 'email_taken'));
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('FR'));
    await fill(user);
    expect(await screen.findByText(validation.apiErrors.email_taken)).toBeInTheDocument();
    expect(isAuthenticated()).toBe(false);
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });
});
