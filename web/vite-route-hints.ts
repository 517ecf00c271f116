import type { Plugin, Rollup } from 'vite';

/**
 * Pages a visit often starts on: their route module, the i18n namespaces it renders with and the
 * API requests its first screen makes for a visitor with no filters in the URL (exactly as RTK
 * Query builds them: route-hints.test.ts compares them with the endpoints). Keep in step with
 * app/router.tsx and config/paths.ts (a missing row only loses the head start).
 */
export const FIRST_PAGES: {
  paths: string[];
  module: string;
  ns: string[];
  api?: string[];
  /** Modules the route loads with it for visitors only (app/router.tsx's landing loader). */
  visitorModules?: string[];
  /** The route is members' only (a visitor is sent to sign in): its files preload for members. */
  membersOnly?: boolean;
  /**
   * What a member's first screen needs beyond the route: modules, texts, and the API requests
   * public/route-hints.js sends at once with the member's token (`{me}`: their id), which the app
   * takes instead of asking again (lib/early-answers.ts). Exactly as RTK Query builds them:
   * e2e/tests/first-load.spec.ts checks that each is asked for once.
   */
  member?: { modules?: string[]; ns?: string[]; api: string[] };
}[] = [
  {
    paths: ['/'],
    module: 'src/app/routes/landing.tsx',
    ns: ['landing'],
    // A member's home is the same route without the landing (issue 32).
    visitorModules: ['src/features/landing/components/landing-page.tsx'],
    // routes/landing.tsx's HomeScreen and what its sections ask for first.
    member: {
      modules: [
        'src/features/home/components/home-screen.tsx',
        'src/features/stories/components/stories-bar.tsx',
        'src/features/notebook/components/due-cards-link.tsx',
        'src/features/streak/components/streak-card.tsx',
        'src/features/rooms/components/live-rooms-link.tsx',
      ],
      ns: ['home', 'stories', 'notebook', 'rooms'],
      api: [
        '/api/v1/stories/feed',
        '/api/v1/auth/users/{me}/streak',
        '/api/v1/notebook?page=1&due=true&limit=1',
        '/api/v1/rooms?page=1&status=live&limit=1',
        '/api/v1/auth/users/suggestions?limit=6',
        '/api/v1/moments?helpWanted=true&limit=4',
        '/api/v1/messages/conversations',
        '/api/v1/moments?following=true&limit=4',
      ],
    },
  },
  {
    paths: ['/about', '/services', '/pricing', '/contact'],
    module: 'src/app/routes/landing.tsx',
    ns: ['landing'],
    visitorModules: ['src/features/landing/components/landing-page.tsx'],
  },
  {
    paths: ['/moments'],
    module: 'src/app/routes/moments/moments.tsx',
    ns: ['moments', 'stories'],
    // LIMITS.momentsPageSize (contract/src/limits.ts).
    api: ['/api/v1/moments?page=1&limit=10'],
    // The same page with the member's likes and private moments; stories for the bar above it.
    member: {
      api: ['/api/v1/stories/feed', '/api/v1/moments?page=1&limit=10', '/api/v1/features'],
    },
  },
  {
    paths: ['/chat'],
    module: 'src/app/routes/chat/chat.tsx',
    ns: ['chat'],
    membersOnly: true,
    member: {
      api: ['/api/v1/messages/conversations?requests=true', '/api/v1/messages/conversations'],
    },
  },
  {
    paths: ['/communities', '/community'],
    module: 'src/app/routes/members/communities.tsx',
    ns: ['members'],
    // MEMBERS_PAGE_SIZE (features/members/utils/member.ts); the counts above the list.
    api: ['/api/v1/stats', '/api/v1/auth/users?page=1&limit=20'],
  },
  { paths: ['/login'], module: 'src/app/routes/auth/login.tsx', ns: ['auth'] },
  { paths: ['/register'], module: 'src/app/routes/auth/register.tsx', ns: ['auth'] },
  { paths: ['/forgot-password'], module: 'src/app/routes/auth/forgot-password.tsx', ns: ['auth'] },
];

export type RouteHint = {
  js: string[];
  css: string[];
  ns: string[];
  api?: string[];
  /** Preloaded too when no member is signed in in this browser (public/route-hints.js). */
  visitor?: { js: string[]; css: string[] };
  /** Preloaded and asked for too when a member is signed in in this browser. */
  member?: { js: string[]; css: string[]; ns: string[]; api: string[] };
};

/** Every member's page asks for these first (the header's bell). */
export const EVERY_MEMBER_PAGE_API = ['/api/v1/notifications/unread-count'];

type Chunk = Rollup.OutputChunk;

/**
 * Without hints the first load is a chain: the entry chunk runs, then the router asks for the
 * page's chunk, then the page asks for its texts. This writes, per first page, the files of its
 * route chunk (beyond the entry) and its namespaces into index.html as JSON; public/route-hints.js
 * (a file: the CSP allows no inline script) turns the current path's row into preload links, so
 * they download alongside the entry (docs/decisions/010-light-landing.md). The page's first API
 * requests are preloaded as well, so its data arrives with its code (decision 028).
 */
export function routeHints(): Plugin {
  return {
    name: 'chingu-route-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Chunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Chunk[]) => {
          const seen = new Set<Chunk>();
          const visit = (chunk: Chunk | undefined) => {
            if (!chunk || seen.has(chunk)) return;
            seen.add(chunk);
            chunk.imports.forEach((file) => visit(byFile.get(file)));
          };
          start.forEach(visit);
          return seen;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const hints: Record<string, RouteHint> = {};
        for (const page of FIRST_PAGES) {
          const route = chunks.find((c) => c.facadeModuleId?.endsWith(page.module));
          if (!route) throw new Error(`route-hints: no chunk for ${page.module}`);
          const ownChunks = closure([route]);
          const own = [...ownChunks].filter((c) => !entry.has(c));
          const files = (list: Chunk[]) => ({
            js: list.map((c) => `/${c.fileName}`),
            css: list.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`)),
          });
          const chunksOf = (modules: string[]) =>
            modules.map((module) => {
              // A module shared by two routes (the stories bar) is in a chunk of shared code.
              const chunk =
                chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
                chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
              if (!chunk) throw new Error(`route-hints: no chunk for ${module}`);
              return chunk;
            });
          const visitor = [...closure(chunksOf(page.visitorModules ?? []))].filter(
            (c) => !entry.has(c) && !ownChunks.has(c),
          );
          const memberOnly = [...closure(chunksOf(page.member?.modules ?? []))].filter(
            (c) => !entry.has(c) && !ownChunks.has(c),
          );
          const member = page.member && {
            ...files(page.membersOnly ? [...own, ...memberOnly] : memberOnly),
            ns: [...(page.membersOnly ? page.ns : []), ...(page.member.ns ?? [])],
            api: [...EVERY_MEMBER_PAGE_API, ...page.member.api],
          };
          const hint: RouteHint = {
            ...(page.membersOnly ? { js: [], css: [] } : files(own)),
            ns: page.membersOnly ? [] : page.ns,
            ...(page.api ? { api: page.api } : {}),
            ...(visitor.length > 0 ? { visitor: files(visitor) } : {}),
            ...(member ? { member } : {}),
          };
          for (const path of page.paths) hints[path] = hint;
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'route-hints' },
              children: JSON.stringify(hints).replace(/</g, '\\u003c'),
              injectTo: 'head-prepend',
            },
            // Blocking and first in <head>: it must add its preloads before the entry's
            // modulepreloads take the browser's connections (the app paints nothing before its
            // JavaScript anyway); the preload scanner keeps fetching those meanwhile.
            { tag: 'script', attrs: { src: '/route-hints.js' }, injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}
