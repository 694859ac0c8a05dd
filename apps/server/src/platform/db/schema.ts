/** Every module's tables, for Drizzle's relational queries and for drizzle-kit. Add a module's tables here. */
import * as content from '../../modules/content/content.tables.ts';
import * as accounts from '../../modules/accounts/accounts.tables.ts';
import * as mailer from '../mailer/mailer.tables.ts';
import * as jobs from '../jobs/jobs.tables.ts';
import * as events from '../events/events.tables.ts';
import * as verification from '../../modules/verification/verification.tables.ts';
import * as wallet from '../../modules/wallet/wallet.tables.ts';
import * as payments from '../../modules/payments/payments.tables.ts';
import * as gameWallet from '../../modules/game-wallet/game-wallet.tables.ts';
import * as protection from '../../modules/protection/protection.tables.ts';
import * as bonuses from '../../modules/bonuses/bonuses.tables.ts';
import * as bonusGrants from '../../modules/bonuses/grants.tables.ts';
import * as bonusFreeSpins from '../../modules/bonuses/free-spins.tables.ts';

export const schema = {
  ...content,
  ...accounts,
  ...mailer,
  ...jobs,
  ...events,
  ...verification,
  ...wallet,
  ...payments,
  ...gameWallet,
  ...protection,
  ...bonuses,
  ...bonusGrants,
  ...bonusFreeSpins,
};
