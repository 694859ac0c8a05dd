import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';

/**
 * The sign-up state of §3 (`statusSignUp` in local storage): 'started' once a visitor opened the sign-up form,
 * 'completed' after a successful registration. Other features (the back-to-sign-up reminder) read it.
 */
export const SIGN_UP_STATUS = { started: 'started', completed: 'completed' } as const;
export type SignUpStatus = (typeof SIGN_UP_STATUS)[keyof typeof SIGN_UP_STATUS];

export function markSignUpStarted(): void {
  if (storage.get(STORAGE_KEYS.statusSignUp) !== SIGN_UP_STATUS.completed)
    storage.set(STORAGE_KEYS.statusSignUp, SIGN_UP_STATUS.started);
}

export function markSignUpCompleted(): void {
  storage.set(STORAGE_KEYS.statusSignUp, SIGN_UP_STATUS.completed);
}
