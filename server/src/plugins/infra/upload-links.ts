import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS, variantStem } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedSecret } from '../../db/app-secrets.ts';
import { restrictedUploads } from '../../db/schema/index.ts';

/**
 * Photos of moments that are not public and of stories are served only through signed links
 * (decision 045; issue 29, finding 10): `/uploads/<name>?expires=…&signature=…`, the signature
 * over the image's stem so every size of it shares one query. Which images are restricted is kept
 * in `restricted_uploads` by database triggers; everything else under /uploads stays public and
 * cached for good.
 */
export type UploadLinks = {
  /** A link to a stored image that any size of it accepts, valid no later than `goneAt`. */
  signed: (name: string, goneAt?: Date) => string;
  /** How `/uploads/<name>` answers this query: a cache policy to serve it with, or not at all. */
  access: (name: string, query: UploadLinkQuery) => Promise<UploadAccess>;
};

export type UploadLinkQuery = { expires?: unknown; signature?: unknown };
export type UploadAccess = { served: true; cacheControl: string } | { served: false };

declare module 'fastify' {
  interface FastifyInstance {
    uploadLinks: UploadLinks;
  }
}

/** Public uploads are stored under new names and never change: cached for good. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SECRET_NAME = 'upload-link-key';
/** Expiries are rounded up to this step, so a link stays the same (and cached) for a while. */
const EXPIRY_STEP_MS = 10 * 60_000;
const BASE_STEM = /^([\w-]+)\.\w+$/;

/** 'abc' for 'abc.webp' and for its variants ('abc.160w.webp'); undefined for other names. */
export function uploadStem(name: string): string | undefined {
  return variantStem(name) ?? BASE_STEM.exec(name)?.[1];
}

async function linkKey(app: FastifyInstance): Promise<Buffer> {
  const value = await sharedSecret(app.db, SECRET_NAME, () =>
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(value, 'base64url');
}

export const uploadLinksPlugin = fp(
  async (app: FastifyInstance) => {
    const key = await linkKey(app);
    const sign = (stem: string, expires: number) =>
      createHmac('sha256', key).update(`${stem}.${expires}`).digest('base64url');
    const now = () => app.clock.now().getTime();

    function validUntil(stem: string, { expires, signature }: UploadLinkQuery): number | undefined {
      if (typeof expires !== 'string' || typeof signature !== 'string') return undefined;
      if (!/^\d{1,12}$/.test(expires)) return undefined;
      const expected = Buffer.from(sign(stem, Number(expires)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const until = Number(expires) * 1000;
      return until > now() ? until : undefined;
    }

    app.decorate('uploadLinks', {
      signed(name, goneAt) {
        const stem = uploadStem(name);
        if (!stem) throw new Error(`not an upload name: ${name}`);
        const lifetime = LIMITS.attachmentUrlMinutes * 60_000;
        let expires = Math.ceil((now() + lifetime) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
        if (goneAt) expires = Math.min(expires, Math.max(goneAt.getTime(), now()));
        const seconds = Math.ceil(expires / 1000);
        return `/uploads/${name}?expires=${seconds}&signature=${sign(stem, seconds)}`;
      },
      async access(name, query) {
        const stem = uploadStem(name);
        if (!stem) return { served: false };
        const [row] = await app.db
          .select({ goneAt: restrictedUploads.goneAt })
          .from(restrictedUploads)
          .where(eq(restrictedUploads.stem, stem))
          .limit(1);
        if (!row) return { served: true, cacheControl: PUBLIC_CACHE_CONTROL };
        if (row.goneAt && row.goneAt.getTime() <= now()) return { served: false };
        const until = validUntil(stem, query);
        if (until === undefined) return { served: false };
        const seconds = Math.floor((until - now()) / 1000);
        // Only this browser keeps it, and not past the link's end.
        return { served: true, cacheControl: `private, max-age=${seconds}` };
      },
    } satisfies UploadLinks);
  },
  { name: 'upload-links', dependencies: ['db', 'clock'] },
);
