import { profileSchema, verificationResponseSchema, type ProfileUpdate } from '@casino/contracts';
import type { VerificationDocumentKind } from '@casino/rules';
import type { BrowserSession, DemoApi } from './demo-api.ts';
import { demoDocumentPdf, multipartFile } from './demo-document.ts';

/**
 * Every profile field of §3, with details that are plainly nobody's: the German placeholder street
 * "Musterstraße" and a number from the range Ofcom keeps for drama (07700 900xxx).
 */
export const DEMO_PROFILE: ProfileUpdate = {
  firstName: 'Demo',
  surename: 'Player',
  postCode: '10115',
  city: 'Berlin',
  address: 'Musterstraße 1',
  phonePrefix: '44',
  phone: '7700900123',
  country: 'DE',
  gender: 'f',
  birthday: '1990-05-17',
};

const DOCUMENTS: ReadonlyArray<{ kind: VerificationDocumentKind; title: string }> = [
  { kind: 'photo_id', title: 'Photo ID of the demo player' },
  { kind: 'proof_of_address', title: 'Proof of address of the demo player' },
];

/**
 * Fills the profile fields that are empty through the profile form's endpoint, from `details` (the demo player's
 * by default); fields already given stay.
 */
export async function completeProfile(
  api: DemoApi,
  player: BrowserSession,
  details: ProfileUpdate = DEMO_PROFILE,
): Promise<void> {
  const profile = await api.read(player, '/api/me/profile', profileSchema);
  const phoneGiven = profile.phone !== '';
  const update: ProfileUpdate = {
    firstName: profile.firstName || details.firstName,
    surename: profile.surename || details.surename,
    postCode: profile.postCode || details.postCode,
    city: profile.city || details.city,
    address: profile.address || details.address,
    phonePrefix: phoneGiven ? profile.phonePrefix : details.phonePrefix,
    phone: phoneGiven ? profile.phone : details.phone,
    country: profile.country || details.country,
    gender: profile.gender ?? details.gender,
    birthday: profile.birthday ?? details.birthday,
  };
  await api.write(player, 'PUT', '/api/me/profile', update, profileSchema);
}

/**
 * The player uploads a photo ID and a proof of address (unless files already wait for review), and the admin
 * approves them through the staff review, which sets the status to verified.
 */
export async function verifyDocuments(
  api: DemoApi,
  player: BrowserSession,
  admin: () => Promise<BrowserSession>,
): Promise<void> {
  const current = await api.read(player, '/api/me/verification', verificationResponseSchema);
  if (current.status === 'verified') return;
  if (!current.pendingReview)
    for (const document of DOCUMENTS) {
      const body = multipartFile(`${document.kind}.pdf`, demoDocumentPdf(document.title), 'application/pdf');
      const url = `/api/me/verification/${document.kind}`;
      api.expectStatus(await api.send(player, { method: 'POST', url, ...body }), [201], `uploading ${url}`);
    }
  await api.write(
    await admin(),
    'POST',
    `/api/staff/users/${player.userId}/verification`,
    { decision: 'approve' },
    verificationResponseSchema,
  );
}
