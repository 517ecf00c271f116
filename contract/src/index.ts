export * from './limits.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './members.ts';
