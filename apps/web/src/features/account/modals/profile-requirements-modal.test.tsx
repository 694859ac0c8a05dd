import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@casino/contracts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { requireCompleteProfile } from '../lib/require-complete-profile.ts';
import { mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import ProfileRequirementsModal from './profile-requirements-modal.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

const incomplete: Profile = {
  email: 'ana@example.com',
  firstName: '',
  surename: 'Popescu',
  postCode: '',
  city: '',
  address: '',
  phonePrefix: '',
  phone: '',
  country: 'RO',
  gender: null,
  birthday: null,
  language: 'en',
  referralLink: 'https://casino.test/?ref=abc123',
};

asSignedInPlayer();

describe('requireCompleteProfile (§5)', () => {
  it('starts the game at once when the profile is complete', async () => {
    mockApi({
      'GET /api/me/profile': { ...incomplete, firstName: 'Ana', birthday: '1990-04-07' },
    });
    const { queryClient } = renderWithProviders(<div />);
    const resume = vi.fn();
    await expect(requireCompleteProfile(queryClient, 5, resume)).resolves.toBe(true);
    expect(resume).toHaveBeenCalledOnce();
    expect(useUiStore.getState().modals).toEqual({});
  });

  it('for provider 27 without a birthday: errors.nonFilledBirth and the modal, the game waits', async () => {
    mockApi({ 'GET /api/me/profile': { ...incomplete, firstName: 'Ana' } });
    const { queryClient } = renderWithProviders(<div />);
    const resume = vi.fn();
    await expect(requireCompleteProfile(queryClient, 27, resume, 'birthdayOnly')).resolves.toBe(false);
    expect(resume).not.toHaveBeenCalled();
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'error', text: 'errors.nonFilledBirth', translate: true },
    ]);
    expect(useUiStore.getState().modals.PROFILE_REQUIREMENTS_MODAL).toMatchObject({
      missing: ['birthday'],
    });
  });

  it('another provider with missing names opens the modal without a toast', async () => {
    mockApi({ 'GET /api/me/profile': incomplete });
    const { queryClient } = renderWithProviders(<div />);
    await requireCompleteProfile(queryClient, 5, vi.fn());
    expect(useUiStore.getState().toasts).toEqual([]);
    expect(useUiStore.getState().modals.PROFILE_REQUIREMENTS_MODAL).toMatchObject({
      missing: ['firstName', 'birthday'],
    });
  });
});

describe('ProfileRequirementsModal', () => {
  it('asks only for the missing fields, requires them, saves, closes and resumes the game', async () => {
    const saved: RecordedCall[] = [];
    mockApi({
      'GET /api/me/profile': incomplete,
      'PUT /api/me/profile': (call: RecordedCall) => {
        saved.push(call);
        return { status: 200, body: { ...incomplete, ...(call.body as object) } };
      },
    });
    const close = vi.fn();
    const onContinue = vi.fn();
    const { user } = renderWithProviders(
      <ProfileRequirementsModal
        name="PROFILE_REQUIREMENTS_MODAL"
        props={{ missing: ['firstName', 'birthday'], onContinue }}
        close={close}
      />,
    );
    const firstName = await screen.findByLabelText(/First name/);
    expect(screen.queryByLabelText(/Last name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: testI18n.t('account.requirements.continue') }));
    expect(await screen.findAllByText(testI18n.t('validation.required'))).toHaveLength(2);
    expect(saved).toEqual([]);

    await user.type(firstName, 'Ana');
    await user.selectOptions(screen.getByLabelText('Day'), '7');
    await user.selectOptions(screen.getByLabelText('Month'), '4');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('button', { name: testI18n.t('account.requirements.continue') }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    expect(close).toHaveBeenCalledOnce();
    expect(saved[0]?.body).toMatchObject({ firstName: 'Ana', surename: 'Popescu', birthday: '1990-04-07' });
  });

  it('refuses a minor and keeps the game waiting', async () => {
    mockApi({ 'GET /api/me/profile': incomplete });
    const onContinue = vi.fn();
    const { user } = renderWithProviders(
      <ProfileRequirementsModal
        name="PROFILE_REQUIREMENTS_MODAL"
        props={{ missing: ['birthday'], onContinue }}
        close={vi.fn()}
      />,
    );
    const year = new Date().getUTCFullYear() - 18;
    await user.selectOptions(await screen.findByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), '12');
    await user.selectOptions(screen.getByLabelText('Year'), String(year));
    await user.click(screen.getByRole('button', { name: testI18n.t('account.requirements.continue') }));
    expect(await screen.findByText(testI18n.t('validation.mustBeAdult'))).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
