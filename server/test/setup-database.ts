import { inject } from 'vitest';

// Every test file sees the run's PostgreSQL as DATABASE_URL (global-setup.ts), as the app would.
process.env.DATABASE_URL = inject('databaseUrl');
