/**
 * The server the ledger crash test kills: the product's server (as main.ts starts it, without demo data) plus a
 * domain event subscriber that appends every event it is handed to `crash_test_deliveries`, a table the test
 * creates, each CRASH_RECORDER_DELAY_MS late so that delivery runs behind the money.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createPlatform } from '../../platform/bootstrap.ts';
import type { DomainEventSubscriber } from '../../platform/events/dispatcher.ts';
import { CRASH_RECORDER } from './ledger-crash.support.ts';

const config = loadConfig();
const platform = await createPlatform(config);
const delayMs = Number(process.env.CRASH_RECORDER_DELAY_MS ?? 0);
const recorder: DomainEventSubscriber = {
  name: CRASH_RECORDER,
  async handle(event) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await platform.db.execute(sql`
      insert into crash_test_deliveries (event_id, user_id, sequence)
      values (${event.id}::uuid, ${event.userId}::uuid, ${event.sequence})`);
  },
};
const app = await buildApp(platform, {
  domainEventSubscribers: [recorder],
  // A delivery the killed process held is taken over two seconds after it was claimed.
  domainEventTiming: { leaseMs: 2000, retry: { baseMs: 100, maxMs: 1000 } },
});
await app.listen({ host: config.host, port: config.port });
