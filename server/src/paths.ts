/**
 * The server package's directory. This file sits one level below it, as does the bundle
 * (server/dist/main.js), so the same relative URL is right under tsx and in the built server.
 */
export const serverRoot = new URL('..', import.meta.url).pathname;
