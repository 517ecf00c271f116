export * from './constants.ts';
export * from './common.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './members.ts';
export * from './moments.ts';
export * from './chat.ts';
