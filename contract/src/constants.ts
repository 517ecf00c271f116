/**
 * The zod-free part of the contract: limits, enumerations and error keys. Code that runs on every
 * page of the web app imports from `@chingu/contract/constants`, so the schemas (and zod) only
 * load with the routes and forms that validate (docs/decisions/010-light-landing.md).
 */
export * from './limits.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './images.ts';
