import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs each periodic job until when. A node runs a job only while it holds the lease, so a job runs on one
 * node at a time however many nodes there are.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
