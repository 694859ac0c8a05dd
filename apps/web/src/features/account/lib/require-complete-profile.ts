import type { QueryClient } from '@tanstack/react-query';
import { checkGameStart, type ProfileCompletionMode } from '@casino/rules';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { profileQueryOptions } from '../api/get-profile.ts';

/**
 * §5 "profile completion to start a game": before a real-money game of `providerId` starts, checks the
 * player's profile. When it lacks what the rules ask for, shows errors.nonFilledBirth where the rules say so and
 * opens the profile-requirements modal, whose continue action calls `resume`; otherwise calls `resume` at once.
 * Answers whether the game may start now.
 */
export async function requireCompleteProfile(
  queryClient: QueryClient,
  providerId: number,
  resume: () => void,
  mode?: ProfileCompletionMode,
): Promise<boolean> {
  const profile = await queryClient.fetchQuery(profileQueryOptions());
  const check = checkGameStart(profile, providerId, mode);
  if (check.ok) {
    resume();
    return true;
  }
  if (check.toastKey) showToast({ kind: 'error', text: check.toastKey, translate: true });
  openModal(check.modal, { missing: check.missing, onContinue: resume });
  return false;
}
