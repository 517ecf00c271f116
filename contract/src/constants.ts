/**
 * The zod-free part of the contract: limits and enumerations. Code that runs on every page of the
 * web app imports from `@chingu/contract/constants`, so the schemas (and zod) only load with the
 * routes and forms that validate (docs/decisions/010-light-landing.md). The error keys and their
 * English texts (also zod-free) are `@chingu/contract/errors`: only forms and a few screens need
 * them, and a module the entry reaches is bundled into the entry chunk (issue 32).
 */
export * from './limits.ts';
export * from './enums.ts';
export * from './images.ts';
export * from './cookies.ts';
