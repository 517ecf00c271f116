import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the server makes once and every app node shares (the attachment link key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
