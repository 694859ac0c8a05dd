import type { VerificationStatus } from '@casino/rules';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import type { Platform } from '../../platform/platform.ts';
import { createGeoService } from '../geo/geo.service.ts';
import type { AccountsContext } from './accounts.context.ts';
import { createAuthService } from './auth.service.ts';
import { createPasswordService } from './password.service.ts';
import { createProfileService } from './profile.service.ts';
import { createPublicNames } from './public-names.ts';
import { createSessions } from './sessions.ts';

export type Accounts = ReturnType<typeof createAccounts>;

export interface AccountsOptions {
  mailer: Mailer;
  verificationStatusOf: (userId: string) => Promise<VerificationStatus>;
  /** Runs after a player's account is created, before the answer (e.g. to open their wallet). */
  onRegistered?: (user: { id: string; currency: string }) => Promise<void>;
  checkSignupPromoCode?: AccountsContext['checkSignupPromoCode'];
}

/** The accounts module's services over one shared context. */
export function createAccounts(platform: Platform, options: AccountsOptions) {
  const now = platform.clock ?? (() => new Date());
  const sessions = createSessions({ db: platform.db, config: platform.config, now, bus: platform.bus });
  const context: AccountsContext = { db: platform.db, config: platform.config, now, sessions, ...options };
  return {
    context,
    sessions,
    authenticate: sessions.authenticate,
    auth: createAuthService(context, createGeoService(platform.config)),
    passwords: createPasswordService(context),
    profiles: createProfileService(context),
    publicNames: createPublicNames(platform.db),
  };
}
