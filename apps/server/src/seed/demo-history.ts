import type { FastifyInstance } from 'fastify';
import { shortBalanceSchema, transactionPageSchema } from '@casino/contracts';
import type { Config } from '../config.ts';
import { demoApi, DemoHistoryError, type BrowserSession } from './demo-api.ts';
import { makeDeposits, makeWithdrawal } from './demo-payments.ts';
import { playDemoRounds, type RoundPlayer, type RoundsOutcome } from './demo-rounds.ts';
import { completeProfile, verifyDocuments } from './demo-verification.ts';
import { playDemoWinners } from './demo-winners.ts';
import { DEV_ADMIN_EMAIL, DEV_PLAYER_EMAIL, wantsDevAccounts, type DevCredential } from './dev-accounts.ts';
import { studioRoundPlayer } from './studio-round-player.ts';

export interface DemoHistoryOptions {
  /** The demo player's and the admin's sign-in (ensureDevAccounts). */
  credentials: readonly DevCredential[];
  /** The game server that plays the demo rounds. */
  roundPlayer: RoundPlayer;
  /** How long to wait for a dice game while the catalogue import of the start runs. */
  catalogueWaitMs: number;
}

/** What a seeding added: nothing at all once the history is in place. */
export interface DemoHistorySummary {
  deposits: number;
  rounds: RoundsOutcome;
  withdrawals: number;
  /** The demo winners' slot spins (demo-winners.ts). */
  winners: RoundsOutcome;
}

/** How long a start waits for the studio's games when the studio answers (its import takes about a second). */
const STUDIO_CATALOGUE_WAIT_MS = 10_000;

/**
 * The demo player's history is made at a development start with demo accounts, through the sandbox payment
 * provider only (another provider would move real money); never in tests nor in production.
 */
export function wantsDemoHistory(
  config: Pick<Config, 'env' | 'isProduction' | 'seedDevAccounts' | 'paymentProvider'>,
): boolean {
  return wantsDevAccounts(config) && config.env === 'development' && config.paymentProvider === 'sandbox';
}

/**
 * Gives the demo player a history a newcomer can look at, made through the product itself (its HTTP API, in
 * process): a complete profile, documents approved by the admin, three bank deposits through the sandbox
 * provider's page and webhook, dice rounds played on the studio through the seamless wallet, and a bank
 * withdrawal approved by the admin. Once the player has a withdrawal the payments part is in place and is not
 * made again; rounds are played once, at the first start where the studio runs. The demo winners' slot spins
 * (demo-winners.ts) are played at the same start.
 */
export async function seedDemoHistory(
  app: FastifyInstance,
  options: DemoHistoryOptions,
): Promise<DemoHistorySummary> {
  const api = demoApi(app);
  const sessions: BrowserSession[] = [];
  const signIn = async (email: string): Promise<BrowserSession> => {
    const credential = options.credentials.find((entry) => entry.email === email);
    if (!credential) throw new DemoHistoryError(`no credentials for ${email}`);
    const session = await api.signIn(email, credential.password);
    sessions.push(session);
    return session;
  };
  let admin: Promise<BrowserSession> | undefined;
  const asAdmin = () => (admin ??= signIn(DEV_ADMIN_EMAIL));
  try {
    const player = await signIn(DEV_PLAYER_EMAIL);
    const withdrawals = await api.read(
      player,
      '/api/wallet/payment-history?type=withdraw&pageSize=1',
      transactionPageSchema,
    );
    const paymentsInPlace = withdrawals.total > 0;
    const { currency } = await api.read(player, '/api/wallet/balance', shortBalanceSchema);
    let deposits = 0;
    if (!paymentsInPlace) {
      await completeProfile(api, player);
      await verifyDocuments(api, player, asAdmin);
      deposits = await makeDeposits(api, player, currency);
    }
    const rounds = await playDemoRounds(api, player, options.roundPlayer, options.catalogueWaitMs).catch(
      (error: unknown): RoundsOutcome => ({
        skipped: error instanceof Error ? error.message : String(error),
      }),
    );
    const withdrawn = paymentsInPlace ? 0 : await makeWithdrawal(api, player, asAdmin, currency);
    const winners = await playDemoWinners(api, signIn, options.roundPlayer).catch(
      (error: unknown): RoundsOutcome => ({
        skipped: error instanceof Error ? error.message : String(error),
      }),
    );
    return { deposits, rounds, withdrawals: withdrawn, winners };
  } finally {
    for (const session of sessions) await api.signOut(session);
  }
}

/**
 * At a development start (wantsDemoHistory): the demo history, with the rounds played on the configured
 * studio, and one log line saying what was added. A failure is logged and never stops the server.
 */
export async function seedDemoHistoryAtStart(
  app: FastifyInstance,
  config: Pick<Config, 'studioUrl'>,
  credentials: readonly DevCredential[],
): Promise<void> {
  try {
    const summary = await seedDemoHistory(app, {
      credentials,
      roundPlayer: studioRoundPlayer(config.studioUrl),
      catalogueWaitMs: config.studioUrl ? STUDIO_CATALOGUE_WAIT_MS : 0,
    });
    app.log.info(summaryLine(summary));
  } catch (error) {
    app.log.warn({ err: error }, 'demo history: not completed; the next start continues it');
  }
}

function summaryLine({ deposits, rounds, withdrawals, winners }: DemoHistorySummary): string {
  const played = 'played' in rounds ? rounds.played : 0;
  const spins = 'played' in winners ? winners.played : 0;
  const added = [
    deposits ? `${deposits} deposits` : '',
    played ? `${played} dice rounds` : '',
    withdrawals ? `${withdrawals} withdrawal` : '',
    spins ? `${spins} slot spins of the demo winners` : '',
  ].filter(Boolean);
  const what = added.length ? `added ${added.join(', ')}` : 'already in place';
  const skipped =
    'skipped' in rounds ? `; no rounds yet (${rounds.skipped}), played at a start with the studio` : '';
  return `demo history of ${DEV_PLAYER_EMAIL}: ${what}${skipped}`;
}
