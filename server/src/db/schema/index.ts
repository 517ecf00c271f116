/**
 * The database's tables, one file per domain; drizzle.config.ts reads this file, and the app
 * imports every table from here.
 */
export * from './members.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './moments.ts';
export * from './chat.ts';
export * from './reports.ts';
export * from './translate.ts';
export * from './notifications.ts';
export * from './stories.ts';
export * from './app-secrets.ts';
export * from './notebook.ts';
export * from './learning.ts';
export * from './rooms.ts';
