import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { VerificationFile, VerificationResponse } from '@casino/contracts';
import { VERIFICATION_MAX_FILE_BYTES, VERIFICATION_MAX_IMAGES } from '@casino/rules';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import VerificationScreen from './verification-screen.tsx';

const uploaded = (
  id: string,
  review: VerificationFile['review'],
  reason: string | null = null,
): VerificationFile => ({
  id,
  kind: 'photo_id',
  originalName: `${id}.png`,
  contentType: 'image/png',
  size: 1200,
  uploadedAt: '2025-01-01T10:00:00Z',
  review,
  rejectionReason: reason,
});

const empty: VerificationResponse = { status: 'not_verified', pendingReview: false, files: [] };

beforeEach(() => useUiStore.setState({ modals: {}, toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

// The screen checks file types itself, so the input's accept list must not filter the uploads first.
const renderScreen = () => renderWithProviders(<VerificationScreen />, { user: { applyAccept: false } });
const toasts = () => useUiStore.getState().toasts.map((toast) => toast.text);
const pngFile = (name = 'id.png', size = 2000) => {
  const file = new File([new Uint8Array(16)], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('VerificationScreen', () => {
  it.each([
    ['not_verified', 'Not verified'],
    ['verified', 'Verified'],
    ['documents_expired', 'Documents expired'],
    ['less_than_18', 'Less than 18 years'],
  ] as const)('shows the status %s', async (status, text) => {
    mockApi({ 'GET /api/me/verification': { ...empty, status } });
    renderScreen();
    expect(await screen.findByTestId('verification-status')).toHaveTextContent(text);
  });

  it('shows the four slots, the pending-review note and each file with its review state', async () => {
    mockApi({
      'GET /api/me/verification': {
        status: 'not_verified',
        pendingReview: true,
        files: [uploaded('f1', 'pending'), uploaded('f2', 'rejected', 'Blurry photo')],
      },
    });
    renderScreen();
    expect(await screen.findByText(/Approval takes 1 to 24 hours/)).toBeInTheDocument();
    for (const title of ['Photo ID', 'Proof of address', 'Proof of payment', 'Another document'])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    const slot = screen.getByRole('region', { name: 'Photo ID' });
    expect(within(slot).getByRole('link', { name: 'Download f1.png' })).toHaveAttribute(
      'href',
      '/api/me/verification/files/f1',
    );
    expect(within(slot).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(slot).getByText('Rejected')).toBeInTheDocument();
    expect(within(slot).getByText('Reason: Blurry photo')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Proof of address' })).getByText('No files uploaded yet.'),
    );
  });

  it.each([
    ['a wrong file type', () => [pngFile('malware.exe')], 0, 'Wrong file type'],
    ['a file of 5 MB', () => [pngFile('big.png', VERIFICATION_MAX_FILE_BYTES)], 0, 'File too large'],
    ['one file over the image cap', () => [pngFile()], VERIFICATION_MAX_IMAGES, 'Too many images'],
  ])('refuses %s in the browser and uploads nothing', async (_name, files, existing, message) => {
    const { calls } = mockApi({
      'GET /api/me/verification': {
        ...empty,
        files: Array.from({ length: existing }, (_, index) => uploaded(`e${index}`, 'pending')),
      },
    });
    const { user } = renderScreen();
    const input = await screen.findByLabelText('Choose files: Proof of payment');
    await user.upload(input, files());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('uploads each chosen file as multipart in the field "file" and says so', async () => {
    const { calls } = mockApi({
      'GET /api/me/verification': empty,
      'POST /api/me/verification/proof_of_address': {
        ...uploaded('n1', 'pending'),
        kind: 'proof_of_address',
      },
    });
    const { user } = renderScreen();
    const input = await screen.findByLabelText('Choose files: Proof of address');
    expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.pdf,.bmp,.png');
    await user.upload(input, [
      pngFile('bill.png'),
      new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(toasts()).toContain('account.toasts.filesUploaded'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((call) => ((call.body as FormData).get('file') as File).name)).toEqual([
      'bill.png',
      'bill.pdf',
    ]);
    expect(
      calls.filter((call) => call.path === '/api/me/verification' && call.method === 'GET').length,
    ).toBeGreaterThan(1);
  });

  it('shows the server refusal of a file', async () => {
    mockApi({
      'GET /api/me/verification': empty,
      'POST /api/me/verification/other': apiError(400, 'file_type'),
    });
    const { user } = renderScreen();
    await user.upload(await screen.findByLabelText('Choose files: Another document'), [pngFile('fake.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n.t('apiErrors.file_type'));
    expect(toasts()).not.toContain('account.toasts.filesUploaded');
  });
});
