import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * What app.ts hands every module's plugin: the configuration and, when the app runs on several
 * nodes, the shared Redis client.
 */
export type ModuleOptions = { config: Config; redis?: Redis };
