import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { passwordProblems, type Language, type PlayerCurrency, type Role } from '@casino/rules';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/accounts/accounts.repo.ts';
import { hashPassword, verifyPassword } from '../modules/accounts/passwords.ts';
import { newReferralCode } from '../modules/accounts/tokens.ts';
import { DEMO_WINNERS } from './demo-winner-accounts.ts';

export interface DevCredential {
  label: string;
  email: string;
  password: string;
  /** Printed at the start: the demo player and the admin, not the demo winners, who only play at seed time. */
  listed: boolean;
}

export const DEV_PLAYER_EMAIL = 'player@lumen.test';
export const DEV_ADMIN_EMAIL = 'admin@lumen.test';
const GERMAN = { currency: 'EUR', country: 'DE', language: 'en' } as const;

interface DevAccount {
  label: string;
  email: string;
  role: Role;
  currency: PlayerCurrency;
  country: string;
  language: Language;
  listed: boolean;
}

const DEV_ACCOUNTS: readonly DevAccount[] = [
  { label: 'Demo player', email: DEV_PLAYER_EMAIL, role: 'player', ...GERMAN, listed: true },
  { label: 'Admin', email: DEV_ADMIN_EMAIL, role: 'admin', ...GERMAN, listed: true },
  ...DEMO_WINNERS.map((winner): DevAccount => ({
    label: `Demo winner ${winner.firstName}`,
    email: winner.email,
    role: 'player',
    currency: winner.currency,
    country: winner.country,
    language: winner.language,
    listed: false,
  })),
];

/** A random password that meets §5 (a digit, both cases and a symbol are always present). */
function randomPassword(): string {
  const password = `Lc7#${randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')}`;
  return passwordProblems(password).length === 0 ? password : randomPassword();
}

/**
 * Demo accounts exist in development, and in a test server that asks for them (SEED_DEV_ACCOUNTS=true, the
 * end-to-end tier's staff session); never in production, whatever the configuration says.
 */
export function wantsDevAccounts(config: Pick<Config, 'isProduction' | 'seedDevAccounts'>): boolean {
  return !config.isProduction && config.seedDevAccounts;
}

/**
 * Development and test servers only: a demo player and an admin, created when missing, with random passwords
 * kept in DATA_DIR/dev-credentials.json (never in the repository). Never called in production.
 */
export async function ensureDevAccounts(db: Db, dataDir: string): Promise<DevCredential[]> {
  const file = join(dataDir, 'dev-credentials.json');
  const saved = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as DevCredential[])
    .catch(() => [] as DevCredential[]);
  const result: DevCredential[] = [];
  for (const account of DEV_ACCOUNTS) {
    const password = saved.find((entry) => entry.email === account.email)?.password ?? randomPassword();
    const existing = await findUserByEmail(db, account.email);
    if (!existing) {
      await insertUser(db, {
        email: account.email,
        passwordHash: await hashPassword(password),
        role: account.role,
        currency: account.currency,
        country: account.country,
        language: account.language,
        referralCode: newReferralCode(),
      });
    } else if (!(await verifyPassword(existing.passwordHash, password))) {
      await updateUser(db, existing.id, { passwordHash: await hashPassword(password), role: account.role });
    }
    result.push({ label: account.label, email: account.email, password, listed: account.listed });
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`, { mode: 0o600 });
  return result;
}
