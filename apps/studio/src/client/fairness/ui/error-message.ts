import type { StudioApiError } from '../api/studio-fetch.ts';
import { fill } from '../i18n/fill.ts';
import type { FairnessMessages } from '../i18n/en.ts';

/** What a refusal or a failed connection means to the player, in their language. */
export function errorMessage(error: StudioApiError, text: FairnessMessages): string {
  switch (error.code) {
    case 'SESSION_NOT_FOUND':
      return text.errorSessionNotFound;
    case 'ROUND_NOT_FOUND':
      return text.errorRoundNotFound;
    case 'FEATURE_IN_PROGRESS':
      return text.errorFeatureInProgress;
    case 'INVALID_REQUEST':
      return text.errorInvalidRequest;
    case 'NETWORK':
      return text.errorNetwork;
    default:
      return fill(text.errorUnexpected, { code: error.code });
  }
}
